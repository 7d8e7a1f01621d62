import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "#remix-runtime";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Link, useActionData, useLoaderData, type MetaFunction } from "@remix-run/react";
import { ReturnActionForms } from "~/components/admin/return-action-forms";
import { FormAlert } from "~/components/ui/form-alert";
import { formatCents } from "~/lib/money";
import { isReturnAction, type ReturnAction } from "~/lib/return-actions";
import { RETURN_ACTION_MESSAGES, RETURN_ACTION_SCHEMAS, RETURN_ACTION_TOASTS } from "~/lib/return-action-schema";
import { parseId } from "~/lib/route-params";
import { shopDateTime } from "~/lib/shop-time";
import { adminReturnPage } from "~/services/admin-returns.server";
import { handleReturnAsAdmin } from "~/services/handle-return.server";
import { requireAdmin } from "~/http/auth.server";
import { requireRecentVerification } from "~/http/reverification.server";
import { publicOrigin } from "~/http/public-origin.server";
import { redirectWithToast } from "~/http/toast.server";
import { seoMeta } from "~/lib/seo-meta";

type ReturnReply = { intent: ReturnAction | null; result: SubmissionResult<string[]> | null; message: string | null };

function refused(status: number, reply: Partial<ReturnReply>) {
  return data<ReturnReply>({ intent: null, result: null, message: null, ...reply }, { status });
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const requestId = parseId(params.id);
  const page = requestId ? await adminReturnPage(context, { requestId }) : null;
  if (!page) throw new Response("Not Found", { status: 404 });
  return page;
}

/** One step on the request: back here with a toast, or 4xx with the reason beside the form it came from and nothing written. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const requestId = parseId(params.id);
  if (!requestId) throw new Response("Not Found", { status: 404 });
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "refund") await requireRecentVerification(request, context);
  const returnAction = isReturnAction(intent) ? intent : null;
  const submission = returnAction ? parseWithZod(formData, { schema: RETURN_ACTION_SCHEMAS[returnAction] }) : null;
  const handled = await handleReturnAsAdmin(context, {
    adminId: admin.id,
    requestId,
    origin: publicOrigin(request, context),
    form: !returnAction ? "unknown" : submission?.status === "success" ? submission.value : null,
  });
  if (handled.ok) return redirectWithToast(context, `/admin/returns/${requestId}`, { ...RETURN_ACTION_TOASTS[handled.action], type: "success" });

  const formError = (status: number, message: string) => refused(status, { intent: returnAction, result: submission?.reply({ formErrors: [message] }) ?? null });
  switch (handled.reason) {
    case "not-found":
      throw new Response("Not Found", { status: 404 });
    case "unknown-action":
      return refused(400, { message: RETURN_ACTION_MESSAGES.notAllowed });
    case "invalid":
      return refused(400, { intent: returnAction, result: submission?.reply() ?? null });
    // Above the forms, not in one: the form it came from is gone once the request has moved on.
    case "not-allowed":
      return refused(409, { message: RETURN_ACTION_MESSAGES.notAllowed });
    case "changed":
      return refused(409, { message: RETURN_ACTION_MESSAGES.changed });
    case "no-replacement":
      return formError(422, "A fragrance of this exchange is no longer in the catalogue: refund the request instead.");
    case "out-of-stock":
      return formError(409, "A replacement is sold out: restock it from its fragrance's page, or refund the request instead.");
    case "over-total":
      return formError(422, `Only ${formatCents(handled.refundableCents)} of this order can still be refunded. Refund part of the order from its page instead.`);
    case "refund-failed":
      return formError(422, `The refund failed: ${handled.detail}`);
  }
}

export default function AdminReturn() {
  const request = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <article className="max-w-3xl">
      <p className="text-sm">
        <Link to="/admin/returns" className="underline">
          All returns
        </Link>
      </p>
      <h2 className="mt-2 text-2xl">{`Return ${request.number}`}</h2>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-medium">Requested</dt>
        <dd>{shopDateTime(request.createdAt)}</dd>
        <dt className="font-medium">Status</dt>
        <dd data-testid="return-status">
          {request.statusLabel}
          <span className="text-stone-600 dark:text-stone-400">{` since ${shopDateTime(request.statusChangedAt)}`}</span>
        </dd>
        <dt className="font-medium">Reason</dt>
        <dd>{request.reasonLabel}</dd>
        {request.note ? (
          <>
            <dt className="font-medium">Shopper's note</dt>
            <dd className="whitespace-pre-line">{request.note}</dd>
          </>
        ) : null}
        {request.decisionNote ? (
          <>
            <dt className="font-medium">Rejected because</dt>
            <dd className="whitespace-pre-line">{request.decisionNote}</dd>
          </>
        ) : null}
        <dt className="font-medium">Order</dt>
        <dd>
          <Link to={`/admin/orders/${request.order.id}`} className="underline">{`#${request.order.id} (${request.order.number})`}</Link>
        </dd>
        <dt className="font-medium">Customer</dt>
        <dd>
          {request.customer.name} &lt;{request.customer.email}&gt;
        </dd>
        {request.replacement ? (
          <>
            <dt className="font-medium">Replacement order</dt>
            <dd>
              <Link to={`/admin/orders/${request.replacement.id}`} className="underline">{`#${request.replacement.id} (${request.replacement.number})`}</Link>
            </dd>
          </>
        ) : null}
      </dl>
      <table className="mt-6 w-full text-left text-sm">
        <thead className="border-b border-stone-300 dark:border-stone-700">
          <tr>
            <th scope="col" className="py-2">Item</th>
            <th scope="col" className="py-2">Quantity</th>
            <th scope="col" className="py-2">{request.reason === "defective" ? "Replace with" : "Paid"}</th>
          </tr>
        </thead>
        <tbody>
          {request.items.map((item, index) => (
            <tr key={index} className="border-b border-stone-200 dark:border-stone-800">
              <td className="py-2">{item.name}</td>
              <td className="py-2">{item.quantity}</td>
              <td className="py-2">{item.replacement ?? formatCents(item.refundCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <section aria-labelledby="handling-heading" className="mt-8">
        <h2 id="handling-heading" className="mb-3 text-xl">
          Handling
        </h2>
        {reply?.message ? (
          <div className="mb-4">
            <FormAlert takeFocus>{reply.message}</FormAlert>
          </div>
        ) : null}
        <ReturnActionForms actions={request.actions} refundCents={request.refundCents} reply={reply} />
      </section>
    </article>
  );
}

export const meta: MetaFunction = ({ matches }) => [
  ...seoMeta(matches, { title: "Return · Admin Panel", description: "A return or exchange request." }),
  { name: "robots", content: "noindex" },
];
