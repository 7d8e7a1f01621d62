import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "#remix-runtime";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData, useLoaderData, type MetaFunction } from "@remix-run/react";
import { Field } from "~/components/ui/field";
import { FirstInvalidFocus } from "~/components/ui/first-invalid-focus";
import { SubmitButton } from "~/components/ui/submit-button";
import { VALIDATE_ON_SUBMIT } from "~/lib/form-validation";
import { seoMeta } from "~/lib/seo-meta";
import { SHIPPING_METHOD_PROMISES } from "~/lib/shipping";
import { ratesFromSettings, SHIPPING_SETTINGS_LABELS, shippingSettingsDefaults, shippingSettingsSchema } from "~/lib/shipping-settings-schema";
import { rewardSettingsDefaults, rewardSettingsSchema, thresholdsFromSettings } from "~/lib/reward-schemas";
import { statesFromSettings, taxSettingsDefaults, taxSettingsSavedText, taxSettingsSchema } from "~/lib/tax-settings-schema";
import { getShippingRates, getTaxRegistrations, getTierThresholds } from "~/models/shop-settings.server";
import { saveShippingSettings } from "~/services/save-shipping-settings.server";
import { saveTaxSettings } from "~/services/save-tax-settings.server";
import { saveRewardSettings } from "~/services/scent-rewards.server";
import { RewardSettingsForm } from "~/components/admin/reward-settings-form";
import { TaxSettingsForm } from "~/components/admin/tax-settings-form";
import { requireAdmin } from "~/http/auth.server";
import { requireRecentVerification } from "~/http/reverification.server";
import { redirectWithToast } from "~/http/toast.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const [rates, thresholds, taxStates] = await Promise.all([
    getShippingRates({ db: context.db }),
    getTierThresholds({ db: context.db }),
    getTaxRegistrations({ db: context.db }),
  ]);
  return {
    shipping: shippingSettingsDefaults(rates),
    rewards: rewardSettingsDefaults(thresholds),
    tax: taxSettingsDefaults(taxStates),
    taxProvider: context.env.taxProvider,
  };
}

/**
 * A plain form post, from the shipping form, (intent=rewards) the Scent
 * Rewards form or (intent=tax) the sales tax states: errors beside that form's
 * fields (400, nothing saved), or back to this page with a toast.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  await requireRecentVerification(request, context);
  const formData = await request.formData();
  if (formData.get("intent") === "tax") {
    const submission = parseWithZod(formData, { schema: taxSettingsSchema });
    if (submission.status !== "success") return data({ form: "tax" as const, result: submission.reply() }, { status: 400 });
    const saved = await saveTaxSettings(context, { adminId: admin.id, states: statesFromSettings(submission.value) });
    return redirectWithToast(context, "/admin/settings", { title: "Settings saved", description: taxSettingsSavedText(saved.states, saved.changed), type: "success" });
  }
  if (formData.get("intent") === "rewards") {
    const submission = parseWithZod(formData, { schema: rewardSettingsSchema });
    if (submission.status !== "success") return data({ form: "rewards" as const, result: submission.reply() }, { status: 400 });
    const saved = await saveRewardSettings(context, { adminId: admin.id, thresholds: thresholdsFromSettings(submission.value) });
    return redirectWithToast(context, "/admin/settings", {
      title: "Settings saved",
      description: saved.changed ? "Tiers follow the new thresholds from now on." : "Nothing had changed.",
      type: "success",
    });
  }
  const submission = parseWithZod(formData, { schema: shippingSettingsSchema });
  if (submission.status !== "success") return data({ form: "shipping" as const, result: submission.reply() }, { status: 400 });
  const saved = await saveShippingSettings(context, { adminId: admin.id, rates: ratesFromSettings(submission.value) });
  return redirectWithToast(context, "/admin/settings", {
    title: "Settings saved",
    description: saved.changed ? "Checkout uses the new shipping prices from now on." : "Nothing had changed.",
    type: "success",
  });
}

const FIELD_ORDER = Object.keys(SHIPPING_SETTINGS_LABELS);

export default function AdminSettingsPage() {
  const { shipping, rewards, tax, taxProvider } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  // Saved values start a fresh form: with JavaScript the page is not reloaded, and the fields must show what is stored now.
  return (
    <div className="grid gap-12 lg:grid-cols-2">
      <ShippingSettingsForm key={JSON.stringify(shipping)} shipping={shipping} lastResult={reply?.form === "shipping" ? reply.result : undefined} />
      <RewardSettingsForm key={JSON.stringify(rewards)} rewards={rewards} lastResult={reply?.form === "rewards" ? reply.result : undefined} />
      <TaxSettingsForm key={JSON.stringify(tax)} tax={tax} provider={taxProvider} lastResult={reply?.form === "tax" ? reply.result : undefined} />
    </div>
  );
}

function ShippingSettingsForm({ shipping, lastResult }: { shipping: ReturnType<typeof shippingSettingsDefaults>; lastResult?: SubmissionResult<string[]> }) {
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
  ...seoMeta(matches, { title: "Settings · Admin Panel", description: "Shipping prices, the free shipping threshold, the Scent Rewards tiers and where sales tax is collected." }),
  { name: "robots", content: "noindex" },
];
