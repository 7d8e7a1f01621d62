import { Icon } from "~/components/icon";
import type { LoaderFunctionArgs } from "#remix-runtime";
import { Link, useLoaderData, useRouteLoaderData, type MetaFunction } from "@remix-run/react";
import ChevronDown from "@lucide/icons/icons/chevron-down";
import { ContentCard, ContentSection } from "~/components/content-section";
import { APPLICATION_STEPS, CARE_TIPS, faqQuestions, SEASONAL_CHIPS } from "~/lib/faq-content";
import { paymentMethodsAnswer } from "~/lib/payment-methods";
import { DEFAULT_SITE, type SiteConfig } from "~/lib/site";
import { seoMeta } from "~/lib/seo-meta";

/** What the shop takes: the test mode's test cards, or Stripe's cards and the methods its account offers. */
export function loader({ context }: LoaderFunctionArgs) {
  return { paymentMethods: paymentMethodsAnswer(context.env.stripe ? context.env.stripe.extraMethods : null) };
}

// Each question is a <details>: several can be open at once, no JavaScript needed.
export default function FaqPage() {
  const site = useRouteLoaderData<{ site: SiteConfig }>("root")?.site ?? DEFAULT_SITE;
  const { paymentMethods } = useLoaderData<typeof loader>();
  return (
    <div className="container-page max-w-3xl py-12">
      <h1 className="text-4xl">Frequently Asked Questions</h1>
      <p className="mt-3 text-stone-600 dark:text-stone-400">
        Everything about our 10ml roll-on fragrance oils, shipping, returns and how to wear them.
      </p>

      <div className="mt-8 divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white dark:divide-stone-800 dark:border-stone-800 dark:bg-stone-900">
        {faqQuestions(paymentMethods).map((item) => (
          <details key={item.question} className="group px-5 py-4">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium [&::-webkit-details-marker]:hidden">
              {item.question}
              <Icon icon={ChevronDown} className="size-5 shrink-0 transition-transform group-open:rotate-180" />
            </summary>
            <p className="mt-3 leading-relaxed text-stone-700 dark:text-stone-300">{item.answer}</p>
          </details>
        ))}
      </div>

      <ContentSection id="care-tips" title="Fragrance Care Tips" className="mt-14">
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {CARE_TIPS.map((tip) => (
            <ContentCard key={tip.title} title={tip.title}>
              <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">{tip.text}</p>
            </ContentCard>
          ))}
        </ul>
      </ContentSection>

      <ContentSection id="application" title="Application Techniques" className="mt-14">
        <ol className="mt-6 space-y-3">
          {APPLICATION_STEPS.map((step, index) => (
            <li key={step} className="flex gap-4">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-stone-900 text-sm font-semibold text-white dark:bg-gold-300 dark:text-stone-950">
                {index + 1}
              </span>
              <p className="pt-1">{step}</p>
            </li>
          ))}
        </ol>
      </ContentSection>

      <ContentSection id="seasonal" title="Seasonal Adjustments" className="mt-14">
        <p className="mt-3 text-stone-600 dark:text-stone-400">Let the weather guide your choice of scent.</p>
        <ul className="mt-5 flex flex-wrap gap-2">
          {SEASONAL_CHIPS.map((chip) => (
            <li key={chip.season} className="rounded-full border border-gold-300 bg-gold-50 px-4 py-2 text-sm text-gold-700 dark:bg-stone-800 dark:text-gold-300">
              <strong className="font-semibold">{chip.season}:</strong> {chip.tip}
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection id="contact" title="Still have questions?" className="mt-14 rounded-2xl bg-stone-100 p-6 dark:bg-stone-900" headingClassName="text-2xl">
        <p className="mt-3">
          Email us at{" "}
          <a href={`mailto:${site.contactEmail}`} className="font-medium underline underline-offset-4">
            {site.contactEmail}
          </a>{" "}
          or call{" "}
          <a href={`tel:${site.contactPhone.replace(/[^\d+]/g, "")}`} className="font-medium underline underline-offset-4">
            {site.contactPhone}
          </a>
          .
        </p>
        <Link to="/shop" className="btn-primary mt-5">
          Browse Fragrances
        </Link>
      </ContentSection>
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: "Frequently Asked Questions",
    description:
      "Shipping (US only, 3-5 business days), 10ml roll-ons and 2ml samples, how long oils last, returns, payments and fragrance care tips.",
  });
