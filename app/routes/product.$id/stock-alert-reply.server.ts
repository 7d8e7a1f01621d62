import { data } from "#remix-runtime";
import { isHoneypotFilled } from "~/lib/honeypot";
import { RATE_LIMITED_MESSAGE } from "~/lib/rate-limits";
import {
  STOCK_ALERT_FAILED,
  STOCK_ALERT_IN_STOCK,
  STOCK_ALERT_SUCCESS,
  STOCK_ALERT_UNAVAILABLE,
  stockAlertSchema,
  type StockAlertReply,
} from "~/lib/stock-alert-schema";
import type { StockAlertResult } from "~/services/sign-up-stock-alert.server";

// The product page's "Email me when it's back" form, read and answered here so
// that its zod schema stays out of the page's browser build (decision 0013).

/** The form as the schema reads it (null when it does not validate), and what to echo back. */
export function readStockAlertForm(formData: FormData) {
  const parsed = stockAlertSchema.safeParse(Object.fromEntries(formData));
  return {
    parsed,
    signUp: parsed.success ? parsed.data : null,
    honeypot: isHoneypotFilled(formData),
    size: String(formData.get("size") ?? "").slice(0, 20),
    email: String(formData.get("email") ?? "").slice(0, 255),
  };
}

type Read = ReturnType<typeof readStockAlertForm>;

/** The answer on the page: the thank-you line, the message next to the field, or why nothing was stored. */
export function stockAlertReply(form: Read, outcome: StockAlertResult | "honeypot") {
  const reply = (status: StockAlertReply["stockAlert"]["status"], message: string, init?: number | ResponseInit) =>
    data<StockAlertReply>({ stockAlert: { size: form.size, email: status === "signed-up" ? "" : form.email, status, message } }, init);
  // A bot is thanked like everyone else, and nothing is stored.
  if (outcome === "honeypot" || outcome.ok) return reply("signed-up", STOCK_ALERT_SUCCESS);
  switch (outcome.reason) {
    case "rate-limited":
      return reply("refused", RATE_LIMITED_MESSAGE, { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } });
    case "invalid": {
      const issues = form.parsed.success ? [] : form.parsed.error.issues;
      const emailIssue = issues.find((issue) => issue.path[0] === "email");
      if (!emailIssue) return reply("refused", issues[0]?.message ?? STOCK_ALERT_UNAVAILABLE, 400);
      const stockAlert = { size: form.size, email: form.email, status: "invalid" as const, message: emailIssue.message, fieldErrors: { email: [emailIssue.message] } };
      return data<StockAlertReply>({ stockAlert }, 400);
    }
    case "not-found":
      throw new Response("Not Found", { status: 404 });
    case "not-offered":
      return reply("refused", STOCK_ALERT_UNAVAILABLE, 400);
    case "in-stock":
      return reply("refused", STOCK_ALERT_IN_STOCK, 409);
    default:
      return reply("refused", STOCK_ALERT_FAILED, 503);
  }
}
