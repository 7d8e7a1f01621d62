import { Form, useActionData, useNavigation } from "@remix-run/react";
import { HoneypotField } from "~/components/honeypot-field";
import { Field } from "~/components/ui/field";
import { FirstInvalidFocus } from "~/components/ui/first-invalid-focus";
import type { SizeOffer } from "~/lib/size-offers";
import type { StockAlertReply } from "~/lib/stock-alert-schema";

const FIELD_ORDER = ["email"] as const;

/**
 * "Email me when it's back" for one sold-out size: a plain POST form to the
 * product page's action, which answers on the same page (a message next to the
 * field, or the thank-you line in the form's place), with or without scripts.
 * The address is checked by the browser (`type=email`) and by the server's
 * schema; zod stays out of the product page's first load (decision 0013).
 * The kit's Field and FirstInvalidFocus give the message and focus; the
 * refusal line and the pending label are plain markup, sparing the page the
 * FormAlert and SubmitButton chunks (0.7 KiB gzip).
 */
export function StockAlertForm({ offer, fragranceName }: { offer: SizeOffer; fragranceName: string }) {
  const reply = useActionData<StockAlertReply>()?.stockAlert;
  const navigation = useNavigation();
  const mine = reply?.size === offer.size ? reply : undefined;
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "stock-alert" && navigation.formData.get("size") === offer.size;
  const id = `stock-alert-${offer.size}`;
  const headingId = `${id}-heading`;

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-stone-200 p-4 dark:border-stone-800">
      <h2 id={headingId} className="text-base font-semibold">
        Email me when it&apos;s back
      </h2>
      {mine?.status === "signed-up" ? (
        <p role="status" className="mt-2 text-sm">
          {mine.message}
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
            {`The ${offer.label} of ${fragranceName} is sold out. Leave your e-mail and we'll write once when it's back.`}
          </p>
          <Form method="post" preventScrollReset className="relative mt-3 flex flex-col gap-3" aria-labelledby={headingId}>
            <HoneypotField id={`${id}-website`} />
            <input type="hidden" name="intent" value="stock-alert" />
            <input type="hidden" name="size" value={offer.size} />
            {mine?.status === "refused" ? (
              <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
                {mine.message}
              </p>
            ) : null}
            <FirstInvalidFocus order={FIELD_ORDER} errors={mine?.fieldErrors}>
              <Field
                field={{ id: `${id}-email`, name: "email", errors: mine?.fieldErrors?.email, initialValue: mine?.email }}
                label="Email"
                type="email"
                autoComplete="email"
                required
                maxLength={255}
              />
            </FirstInvalidFocus>
            <button type="submit" className="btn-primary w-full justify-center" disabled={pending}>
              {pending ? "Signing up..." : "Email me when it's back"}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}
