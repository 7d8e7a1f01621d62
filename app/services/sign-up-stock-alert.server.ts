import type { StockAlertSignUp } from "~/lib/stock-alert-schema";
import { parseId } from "~/lib/route-params";
import { sizeOffers } from "~/lib/size-offers";
import { listFragranceSizeFacts } from "~/models/fragrance-sizes.server";
import { addStockAlert } from "~/models/stock-alert.server";
import { limitAttempt } from "./limit-attempt.server";
import { logOf, type RateLimited, type ServiceContext } from "./service-context";

export type StockAlertResult =
  | { ok: true; created: boolean }
  | { ok: false; reason: "invalid" | "not-found" | "not-offered" | "in-stock" | "failed" }
  | RateLimited;

/**
 * "Email me when it's back" for a sold-out size (issue 34). `signUp` is the
 * form as the route validated it, or null when it did not: every attempt
 * counts against the limit, valid or not, like the newsletter's. One sign-up
 * per address and size: a repeat answers as the first did and stores nothing.
 * A size that is on the shelf again (the page was open a while) or not offered
 * is not signed up for. Takes the product URL's segment as it is (parsed
 * here, like loadProductPage, to keep route-params out of the page's browser build).
 */
export async function signUpForStockAlert(
  context: Pick<ServiceContext, "db" | "env" | "clientAddress" | "rateLimiters" | "log">,
  { idParam, signUp }: { idParam: string | undefined; signUp: StockAlertSignUp | null },
): Promise<StockAlertResult> {
  const limited = await limitAttempt(context, "stockAlert");
  if (limited) return limited;
  if (!signUp) return { ok: false, reason: "invalid" };
  const fragranceId = parseId(idParam);
  if (!fragranceId) return { ok: false, reason: "not-found" };
  try {
    const facts = (await listFragranceSizeFacts({ db: context.db, fragranceIds: [fragranceId] })).get(fragranceId);
    if (!facts) return { ok: false, reason: "not-found" };
    const offer = sizeOffers(facts, facts.stock).find((entry) => entry.size === signUp.size);
    if (!offer) return { ok: false, reason: "not-offered" };
    if (offer.availability !== "sold_out") return { ok: false, reason: "in-stock" };
    return { ok: true, ...(await addStockAlert({ db: context.db, fragranceId, size: signUp.size, email: signUp.email })) };
  } catch (error) {
    logOf(context).error({ err: error }, "stock alert sign-up failed");
    return { ok: false, reason: "failed" };
  }
}
