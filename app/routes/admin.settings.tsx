import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "#remix-runtime";
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData, useLoaderData, type MetaFunction } from "@remix-run/react";
import { Field } from "~/components/ui/field";
import { FirstInvalidFocus } from "~/components/ui/first-invalid-focus";
import { SubmitButton } from "~/components/ui/submit-button";
import { VALIDATE_ON_SUBMIT } from "~/lib/form-validation";
import { seoMeta } from "~/lib/seo-meta";
import { SHIPPING_METHOD_PROMISES } from "~/lib/shipping";
import { ratesFromSettings, SHIPPING_SETTINGS_LABELS, shippingSettingsDefaults, shippingSettingsSchema } from "~/lib/shipping-settings-schema";
import { getShippingRates } from "~/models/shop-settings.server";
import { saveShippingSettings } from "~/services/save-shipping-settings.server";
import { requireAdmin } from "~/http/auth.server";
import { redirectWithToast } from "~/http/toast.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return { shipping: shippingSettingsDefaults(await getShippingRates({ db: context.db })) };
}

/** A plain form post: errors beside the fields (400, nothing saved), or back to this page with a toast. */
export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const submission = parseWithZod(await request.formData(), { schema: shippingSettingsSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const saved = await saveShippingSettings(context, { adminId: admin.id, rates: ratesFromSettings(submission.value) });
  return redirectWithToast(context, "/admin/settings", {
    title: "Settings saved",
    description: saved.changed ? "Checkout uses the new shipping prices from now on." : "Nothing had changed.",
    type: "success",
  });
}

const FIELD_ORDER = Object.keys(SHIPPING_SETTINGS_LABELS);

export default function AdminSettingsPage() {
  const { shipping } = useLoaderData<typeof loader>();
  // Saved values start a fresh form: with JavaScript the page is not reloaded, and the fields must show what is stored now.
  return <ShippingSettingsForm key={JSON.stringify(shipping)} shipping={shipping} />;
}

function ShippingSettingsForm({ shipping }: { shipping: ReturnType<typeof shippingSettingsDefaults> }) {
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "shipping-settings",
    lastResult,
    defaultValue: shipping,
    ...VALIDATE_ON_SUBMIT,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: shippingSettingsSchema }),
  });
  return (
    <section aria-labelledby="shipping-settings-heading" className="max-w-xl">
      <h2 id="shipping-settings-heading" className="text-2xl">
        Shipping
      </h2>
      <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">
        What checkout charges for each method. Orders already placed keep what they were charged.
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-6 grid gap-4">
        <FirstInvalidFocus order={FIELD_ORDER} errors={form.allErrors}>
          <Field
            field={fields.standardPrice}
            label={SHIPPING_SETTINGS_LABELS.standardPrice}
            hint={`Delivery in ${SHIPPING_METHOD_PROMISES.standard}`}
            inputMode="decimal"
          />
          <Field field={fields.expressPrice} label={SHIPPING_SETTINGS_LABELS.expressPrice} hint={`Delivery in ${SHIPPING_METHOD_PROMISES.express}`} inputMode="decimal" />
          <Field
            field={fields.freeStandardFrom}
            label={SHIPPING_SETTINGS_LABELS.freeStandardFrom}
            labelNote="(optional)"
            hint="Merchandise total after discounts. Leave empty for no free shipping."
            inputMode="decimal"
          />
        </FirstInvalidFocus>
        <div>
          <SubmitButton pendingLabel="Saving...">Save Settings</SubmitButton>
        </div>
      </Form>
    </section>
  );
}

export const meta: MetaFunction = ({ matches }) => [
  ...seoMeta(matches, { title: "Settings · Admin Panel", description: "Shipping prices and the free shipping threshold." }),
  { name: "robots", content: "noindex" },
];
