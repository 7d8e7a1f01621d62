import { parseId } from "~/lib/route-params";
import { requeueFailedEmail } from "~/models/email-outbox.server";
import { requireAdmin } from "../http/auth.server";
import type { LoadContext } from "../http/load-context.server";
import { redirectWithToast } from "../http/toast.server";

/** "Send again" on a failed e-mail: due now with fresh attempts, audit-logged; the sender runs after the answer. */
export async function resendEmail(request: Request, context: LoadContext, idParam: string | undefined) {
  const user = await requireAdmin(request, context);
  const id = parseId(idParam);
  if (!id) throw new Response("Not Found", { status: 404 });
  const requeued = await requeueFailedEmail({ db: context.db, userId: user.id, id });
  if (!requeued) {
    return redirectWithToast(context, `/admin/emails/${id}`, {
      title: "Not sent again",
      description: "Only an e-mail whose delivery failed can be sent again.",
      type: "error",
    });
  }
  context.outbox.queued = true;
  return redirectWithToast(context, `/admin/emails/${id}`, {
    title: "E-mail queued again",
    description: context.outbox.delivery ? "It goes out in a moment." : "No mail server is configured: it waits in the outbox.",
    type: "success",
  });
}
