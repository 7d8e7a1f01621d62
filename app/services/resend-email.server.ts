import { requeueFailedEmail } from "~/models/email-outbox.server";
import type { ServiceContext } from "./service-context";

/**
 * "Send again" on a failed e-mail: due now with fresh attempts, audit-logged,
 * and the sender runs after the answer. Refused for an e-mail that has not
 * failed. `deliversNow` says whether this runtime can send e-mail at all, or
 * the message waits in the outbox.
 */
export async function resendEmail(
  context: Pick<ServiceContext, "db" | "outbox">,
  { adminId, emailId }: { adminId: number; emailId: number },
): Promise<{ ok: true; deliversNow: boolean } | { ok: false; reason: "not-failed" }> {
  const requeued = await requeueFailedEmail({ db: context.db, userId: adminId, id: emailId });
  if (!requeued) return { ok: false, reason: "not-failed" };
  context.outbox.queued = true;
  return { ok: true, deliversNow: context.outbox.delivery };
}
