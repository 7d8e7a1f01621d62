import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "#remix-runtime";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData, useLoaderData, useNavigation, type MetaFunction } from "@remix-run/react";
import { useEffect } from "react";
import type { z } from "zod";
import { HoneypotField } from "~/components/honeypot-field";
import { ReviewProductPicker } from "~/components/reviews/review-product-picker";
import { ReviewThankYou } from "~/components/reviews/review-thank-you";
import { StarRatingInput } from "~/components/reviews/star-rating-input";
import { useToast } from "~/components/toaster";
import { Field, FieldError } from "~/components/ui/field";
import { FirstInvalidFocus } from "~/components/ui/first-invalid-focus";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { isHoneypotFilled } from "~/lib/honeypot";
import { RATE_LIMITED_MESSAGE } from "~/lib/rate-limits";
import { REVIEW_FAILED_TOAST, REVIEW_SUBMITTED_TOAST, reviewSchema } from "~/lib/review-schema";
import { reviewPageState, reviewPicker, submitReview, UNKNOWN_PRODUCT } from "~/services/submit-review.server";
import { redirectWithToast } from "~/http/toast.server";
import { seoMeta } from "~/lib/seo-meta";
import { errorSummary } from "~/lib/first-invalid-field";
import { VALIDATE_ON_SUBMIT } from "~/lib/form-validation";

// The order the form shows its fields in: focus and the summary follow it.
const FIELD_ORDER = ["name", "email", "productId", "rating", "comment"] as const;

const THANK_YOU_URL = "/reviews/new?submitted=1";

function textOf(form: FormData, name: string) {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const query = (url.searchParams.get("q") ?? "").slice(0, 100).trim();
  return reviewPageState({ db: context.db, query, submitted: url.searchParams.get("submitted") === "1" });
}

/**
 * Without JavaScript the product picker is a form too: "find-product" and
 * "clear-product" redraw it keeping what was typed. A submitted review is
 * stored when it validates and the client is under its rate limit, and the
 * thank-you page follows with a toast; otherwise the form comes back with
 * the reason beside it (400, 429 with Retry-After, or 503).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  // Bots get the thank-you page and nothing is stored.
  if (isHoneypotFilled(formData)) return redirect(THANK_YOU_URL);
  const intent = textOf(formData, "intent");
  if (intent === "find-product" || intent === "clear-product") {
    const clearing = intent === "clear-product";
    const picker = await reviewPicker(context, {
      query: clearing ? "" : textOf(formData, "productQuery").slice(0, 100),
      productId: clearing ? "" : textOf(formData, "productId"),
    });
    const values = Object.fromEntries(["name", "email", "rating", "comment"].map((key) => [key, textOf(formData, key)]));
    return data({ result: undefined, values, picker });
  }

  const submission = parseWithZod(formData, { schema: reviewSchema });
  const outcome = await submitReview(context, {
    review: submission.status === "success" ? submission.value : null,
    productQuery: textOf(formData, "productQuery").slice(0, 100),
    productId: textOf(formData, "productId"),
  });
  if (outcome.ok) return redirectWithToast(context, THANK_YOU_URL, { ...REVIEW_SUBMITTED_TOAST, type: "success" });
  const refused = (result: SubmissionResult<string[]>, init: ResponseInit) => data({ result, values: undefined, picker: outcome.picker }, init);
  if (outcome.reason === "rate-limited") {
    const headers = { "Retry-After": String(outcome.retryAfterSeconds) };
    return refused(submission.reply({ formErrors: [RATE_LIMITED_MESSAGE] }), { status: 429, headers });
  }
  if (outcome.reason === "invalid") return refused(submission.reply(), { status: 400 });
  if (outcome.reason === "unknown-product") return refused(submission.reply({ fieldErrors: { productId: [UNKNOWN_PRODUCT] } }), { status: 400 });
  return refused(submission.reply({ formErrors: [REVIEW_FAILED_TOAST.description] }), { status: 503 });
}

export default function NewReviewPage() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const toast = useToast();
  const [form, fields] = useForm<z.input<typeof reviewSchema>>({
    id: "review",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: actionData?.values,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: reviewSchema }),
    ...VALIDATE_ON_SUBMIT,
  });
  const formError = form.errors?.[0];
  const fieldErrors = form.allErrors;
  const summary = errorSummary(FIELD_ORDER, fieldErrors);

  useEffect(() => {
    if (formError) toast({ ...REVIEW_FAILED_TOAST, type: "error" });
  }, [formError, toast]);

  if (loaderData.submitted) return <ReviewThankYou />;

  const picker = actionData?.picker ?? { query: loaderData.query, suggestions: loaderData.suggestions, selected: null };
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";

  return (
    <section className="container-page max-w-2xl py-12">
      <h1 className="text-4xl">Leave a Review</h1>
      <p className="mt-3 text-stone-600 dark:text-stone-400">
        Tell other shoppers what you think. Reviews are published after approval.
      </p>
      <Form method="post" {...getFormProps(form)} noValidate className="relative mt-8 space-y-6">
        <HoneypotField />
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        {/* Read out when it appears; without JavaScript focus starts on the first
            invalid field instead (autoFocus), whose message is read with it. */}
        {summary.length > 0 ? (
          <FormAlert title={summary.length === 1 ? "Please fix 1 field:" : `Please fix ${summary.length} fields:`}>
            <ul className="mt-1 list-disc pl-5">
              {summary.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </FormAlert>
        ) : null}
        <FirstInvalidFocus order={FIELD_ORDER} errors={fieldErrors}>
          <Field field={fields.name} label="Your Name" autoComplete="name" />
          <Field field={fields.email} label="Email Address" type="email" autoComplete="email" />
          <ReviewProductPicker
            key={`${picker.query}-${picker.selected?.id ?? ""}`}
            initialQuery={picker.query}
            initialSuggestions={picker.suggestions}
            initialSelected={picker.selected}
            error={fields.productId.errors?.[0]}
          />
          <div>
            <StarRatingInput
              name={fields.rating.name}
              defaultValue={fields.rating.initialValue}
              errorId={fields.rating.errorId}
              invalid={Boolean(fields.rating.errors)}
            />
            <FieldError id={fields.rating.errorId} errors={fields.rating.errors} />
          </div>
          <Field field={fields.comment} label="Your Review" type="textarea" rows={5} />
        </FirstInvalidFocus>
        <SubmitButton pending={busy} pendingLabel="Submitting..." className="btn-primary w-full sm:w-auto">
          Submit Review
        </SubmitButton>
      </Form>
    </section>
  );
}

export const meta: MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: "Leave a Review",
    description: "Share your experience with our 10ml roll-on fragrance oils. Reviews are published after approval.",
  });
