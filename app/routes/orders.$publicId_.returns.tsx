import { data, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs } from "#remix-runtime";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useLoaderData, useNavigation, type MetaFunction } from "@remix-run/react";
import type { z } from "zod";
import { GeneralErrorBoundary } from "~/components/general-error";
import { HoneypotField } from "~/components/honeypot-field";
import { ReturnLineFields } from "~/components/returns/return-line-fields";
import { ReturnReasonRadios } from "~/components/returns/return-reason-radios";
import { Field } from "~/components/ui/field";
import { FirstInvalidFocus } from "~/components/ui/first-invalid-focus";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { VALIDATE_ON_SUBMIT } from "~/lib/form-validation";
import { isHoneypotFilled } from "~/lib/honeypot";
import { RATE_LIMITED_MESSAGE } from "~/lib/rate-limits";
import { RETURN_NOTE_MAX, RETURN_REQUESTED_TOAST, returnRequestSchema } from "~/lib/return-request-schema";
import { seoMeta } from "~/lib/seo-meta";
import { requestReturn, returnPage } from "~/services/request-return.server";
import { getUser, loginRedirect } from "~/http/auth.server";
import { publicOrigin } from "~/http/public-origin.server";
import { redirectWithToast } from "~/http/toast.server";

const notFound = () => new Response("Not Found", { status: 404 });

/**
 * "Return or exchange items" for one order, for whoever may see the order
 * (its account, or anyone with a guest order's link). Private: never cached
 * or indexed.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const viewer = await getUser(request, context);
  const page = await returnPage(context, { publicId: params.publicId ?? "", viewer, now: Date.now() });
  if (!page.ok) throw page.reason === "sign-in-required" ? loginRedirect(request) : notFound();
  return data(page, { headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } });
}

/**
 * The request: back to the order page with a toast when stored; otherwise this
 * form again with the reason beside the field (400), above the form when the
 * order cannot take requests any more (409), or 429 with Retry-After. Nothing
 * is written on any refusal.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const publicId = params.publicId ?? "";
  const formData = await request.formData();
  // A bot is sent back to the order and nothing is stored.
  if (isHoneypotFilled(formData)) return redirect(`/orders/${publicId}`);
  const viewer = await getUser(request, context);
  const submission = parseWithZod(formData, { schema: returnRequestSchema });
  const form = submission.status === "success" ? submission.value : null;
  const result = await requestReturn(context, { publicId, viewer, origin: publicOrigin(request, context), form, now: Date.now() });
  if (result.ok) {
    return redirectWithToast(context, `/orders/${result.publicId}`, {
      title: `Return request ${result.number} sent`,
      description: RETURN_REQUESTED_TOAST.description,
      type: "success",
    });
  }
  const refused = (reply: SubmissionResult<string[]>, init: ResponseInit) => data({ result: reply }, init);
  switch (result.reason) {
    case "not-found":
      throw notFound();
    case "sign-in-required":
      throw loginRedirect(request);
    case "rate-limited":
      return refused(submission.reply({ formErrors: [RATE_LIMITED_MESSAGE] }), {
        status: 429,
        headers: { "Retry-After": String(result.retryAfterSeconds) },
      });
    case "invalid":
      return refused(submission.reply(), { status: 400 });
    case "closed":
      return refused(submission.reply({ formErrors: [result.message] }), { status: 409 });
    case "reason-closed":
      return refused(submission.reply({ fieldErrors: { reason: [result.message] } }), { status: 400 });
    case "invalid-items": {
      // Each message goes beside the control it is about, by its place in the form.
      const fieldErrors: Record<string, string[]> = {};
      for (const error of result.itemErrors) {
        const index = form!.items.findIndex((item) => item.orderItemId === error.orderItemId);
        if (index >= 0) fieldErrors[`items[${index}].${error.field}`] = [error.message];
      }
      const placed = Object.keys(fieldErrors).length;
      return placed > 0 && placed === result.itemErrors.length
        ? refused(submission.reply({ fieldErrors }), { status: 400 })
        : refused(submission.reply({ formErrors: [result.message] }), { status: 400 });
    }
  }
}

export default function ReturnItemsPage() {
  const page = useLoaderData<typeof loader>();
  return (
    <section className="container-page max-w-3xl py-12">
      <p className="text-sm">
        <Link to={`/orders/${page.publicId}`} className="underline">
          Back to order {page.number}
        </Link>
      </p>
      <h1 className="mt-2 text-4xl">Return or exchange items</h1>
      {page.open ? (
        <ReturnForm page={page} />
      ) : (
        <div className="mt-6 space-y-3" data-testid="returns-closed">
          <p>{page.closedMessage}</p>
          <p>
            Something wrong with your order? Write to{" "}
            <a href={`mailto:${page.contactEmail}`} className="underline">
              {page.contactEmail}
            </a>{" "}
            with your order number, {page.number}.
          </p>
        </div>
      )}
    </section>
  );
}

type OpenPage = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { open: true }>;

function ReturnForm({ page }: { page: OpenPage }) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  // Only lines with something left are in the form; the others say why below it.
  const lines = page.lines.filter((line) => line.eligible > 0);
  const closedLines = page.lines.filter((line) => line.eligible === 0);
  const [form, fields] = useForm<z.input<typeof returnRequestSchema>>({
    id: "return-request",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: { items: lines.map((line) => ({ orderItemId: String(line.orderItemId), quantity: "0" })) },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: returnRequestSchema }),
    ...VALIDATE_ON_SUBMIT,
  });
  const itemFields = fields.items.getFieldList();
  const order = [
    ...itemFields.flatMap((item) => [item.getFieldset().quantity.name, item.getFieldset().exchangeFragranceId.name]),
    fields.reason.name,
    fields.note.name,
  ];
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const formError = form.errors?.[0];
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="relative mt-6 space-y-8" aria-label="Return or exchange items">
      <HoneypotField />
      {formError ? <FormAlert takeFocus>{formError}</FormAlert> : null}
      <FirstInvalidFocus order={order} errors={form.allErrors}>
        <fieldset>
          <legend className="mb-2 text-xl">Items</legend>
          <p className="mb-3 text-sm text-stone-600 dark:text-stone-400">Choose how many of each you are sending back.</p>
          <ul className="divide-y divide-stone-200 dark:divide-stone-800">
            {itemFields.map((item, index) => (
              <ReturnLineFields
                key={item.key}
                line={lines[index]!}
                field={item.getFieldset()}
                fragrances={page.fragrances}
              />
            ))}
          </ul>
          {closedLines.length > 0 ? (
            <ul className="mt-3 space-y-1 text-sm text-stone-600 dark:text-stone-400" aria-label="Items that cannot be returned">
              {closedLines.map((line) => (
                <li key={line.orderItemId}>
                  {line.name} × {line.ordered}: {line.closedMessage}
                </li>
              ))}
            </ul>
          ) : null}
        </fieldset>
        <ReturnReasonRadios field={fields.reason} reasons={page.reasons} closedReasons={page.closedReasons} />
        <Field
          field={fields.note}
          label="Anything we should know?"
          labelNote="(optional)"
          type="textarea"
          rows={3}
          maxLength={RETURN_NOTE_MAX}
        />
      </FirstInvalidFocus>
      <p className="text-sm text-stone-600 dark:text-stone-400">
        We check every request within 2 business days and e-mail you the return address. Shipping is not refunded.
      </p>
      <SubmitButton pending={busy} pendingLabel="Sending..." className="btn-primary">
        Send request
      </SubmitButton>
    </Form>
  );
}

/** The loader's Cache-Control reaches the browser: an order is never cached. */
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction = ({ matches }) => [
  ...seoMeta(matches, { title: "Return or Exchange Items", description: "Return unopened items or exchange defective ones." }),
  { name: "robots", content: "noindex" },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
