import { data, redirect } from "#remix-runtime";
import { parseWithZod } from "@conform-to/zod/v4";
import type { Db } from "../../db/client";
import { isHoneypotFilled } from "~/lib/honeypot";
import { parseId } from "~/lib/route-params";
import { REVIEW_FAILED_TOAST, REVIEW_SUBMITTED_TOAST, reviewPickerLimit, reviewSchema } from "~/lib/review-schema";
import { createReview, getReviewSuggestion, suggestReviewProducts } from "~/models/review.server";
import type { LoadContext } from "~/http/load-context.server";
import { rateLimitResponse } from "~/http/rate-limit-response.server";
import { redirectWithToast } from "~/http/toast.server";

const THANK_YOU_URL = "/reviews/new?submitted=1";

function textOf(form: FormData, name: string) {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** The product picker as the review form shows it: suggestions for the words typed, and the chosen fragrance. */
async function pickerState({ db, query, productId }: { db: Db; query: string; productId: string }) {
  const id = parseId(productId);
  const [suggestions, selected] = await Promise.all([
    suggestReviewProducts({ db, query, limit: reviewPickerLimit(query) }),
    id ? getReviewSuggestion({ db, id }) : null,
  ]);
  return { query: query.trim(), suggestions, selected };
}

/** The review page before anything is posted: the thank-you state, or the picker's first suggestions. */
export async function reviewPageState({ db, query, submitted }: { db: Db; query: string; submitted: boolean }) {
  const suggestions = submitted ? [] : await suggestReviewProducts({ db, query, limit: reviewPickerLimit(query) });
  return { submitted, query, suggestions };
}

/**
 * The review form's post. Without JavaScript the product picker is a form
 * too: "find-product" and "clear-product" redraw it keeping what was typed.
 * A review is stored only when it validates and the client is under its rate
 * limit; it then redirects to the thank-you page with a toast.
 */
export async function submitReview(request: Request, context: LoadContext) {
  const formData = await request.formData();
  const intent = textOf(formData, "intent");
  // Bots get the thank-you page and nothing is stored.
  if (isHoneypotFilled(formData)) return redirect(THANK_YOU_URL);

  if (intent === "find-product" || intent === "clear-product") {
    const clearing = intent === "clear-product";
    const picker = await pickerState({
      db: context.db,
      query: clearing ? "" : textOf(formData, "productQuery").slice(0, 100),
      productId: clearing ? "" : textOf(formData, "productId"),
    });
    const values = Object.fromEntries(["name", "email", "rating", "comment"].map((key) => [key, textOf(formData, key)]));
    return data({ result: undefined, values, picker });
  }

  const picker = await pickerState({
    db: context.db,
    query: textOf(formData, "productQuery").slice(0, 100),
    productId: textOf(formData, "productId"),
  });
  const submission = parseWithZod(formData, { schema: reviewSchema });
  const limited = await rateLimitResponse(context, "review");
  if (limited) {
    const result = submission.reply({ formErrors: [await limited.text()] });
    return data({ result, values: undefined, picker }, { status: 429, headers: { "Retry-After": limited.headers.get("Retry-After") ?? "60" } });
  }
  if (submission.status !== "success") {
    return data({ result: submission.reply(), values: undefined, picker }, { status: 400 });
  }
  try {
    const created = await createReview({ db: context.db, input: submission.value });
    if (!created) {
      const result = submission.reply({ fieldErrors: { productId: ["Please choose a fragrance from the list"] } });
      return data({ result, values: undefined, picker }, { status: 400 });
    }
  } catch (error) {
    console.error("review insert failed", error);
    const result = submission.reply({ formErrors: [REVIEW_FAILED_TOAST.description] });
    return data({ result, values: undefined, picker }, { status: 503 });
  }
  return redirectWithToast(context, THANK_YOU_URL, { ...REVIEW_SUBMITTED_TOAST, type: "success" });
}
