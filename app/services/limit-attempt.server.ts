import type { RateLimitName } from "~/lib/rate-limits";
import { checkRateLimit } from "~/models/rate-limit.server";
import type { RateLimited, ServiceContext } from "./service-context";

export type LimitContext = Pick<ServiceContext, "db" | "env" | "clientAddress" | "rateLimiters">;

/**
 * A use case's first step when it is abuse-prone: counts one attempt against
 * the named limit (the client's address, or `subject`), and gives the
 * RateLimited answer when the limit refuses it, else null.
 */
export async function limitAttempt(context: LimitContext, name: RateLimitName, { subject }: { subject?: string } = {}): Promise<RateLimited | null> {
  const { allowed, retryAfterSeconds } = await checkRateLimit(context, name, { subject });
  return allowed ? null : { ok: false, reason: "rate-limited", retryAfterSeconds };
}
