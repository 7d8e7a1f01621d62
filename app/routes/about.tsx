import { Icon } from "~/components/icon";
import { Link, useRouteLoaderData, type MetaFunction } from "@remix-run/react";
import Gem from "@lucide/icons/icons/gem";
import HeartHandshake from "@lucide/icons/icons/heart-handshake";
import Leaf from "@lucide/icons/icons/leaf";
import { ContentCard, ContentSection } from "~/components/content-section";
import { DEFAULT_SITE, type SiteConfig } from "~/lib/site";
import { seoMeta } from "~/lib/seo-meta";
import { JOIN_REWARDS_HREF } from "~/lib/rewards-links";

// Copy limited to docs/product.md's brand facts (who the shop is for): Denver, CO; premium,
// cruelty-free, glass roll-on bottles, one affordable price, about 120 fragrances.
const VALUES = [
  {
    title: "Quality Ingredients",
    text: "Premium, concentrated fragrance oils: a little goes a long way, straight from a 10ml glass roll-on bottle.",
    icon: Gem,
  },
  {
    title: "Ethical Practices",
    text: "Every fragrance we make is cruelty-free, and glass bottles keep the oil pure.",
    icon: Leaf,
  },
  {
    title: "Accessible Luxury",
    text: "Scents inspired by the designer perfumes you love, at one consistent, affordable price.",
    icon: HeartHandshake,
  },
] as const;

export default function AboutPage() {
  const site = useRouteLoaderData<{ site: SiteConfig }>("root")?.site ?? DEFAULT_SITE;
  return (
    <div className="container-page max-w-4xl py-12">
      <h1 className="text-4xl">About {site.brandName}</h1>

      <ContentSection id="our-story" title="Our Story" className="mt-10">
        <p className="mt-4 leading-relaxed text-stone-700 dark:text-stone-300">
          {site.brandName} is based in {site.city}. We make premium, concentrated fragrance oils, each one inspired by a
          well-known designer perfume, and pour them into 10ml glass roll-on bottles you can carry anywhere. Our
          collection has grown to about 120 fragrances for him, for her and for everyone.
        </p>
      </ContentSection>

      <ContentSection id="our-mission" title="Our Mission" className="mt-10">
        <p className="mt-4 leading-relaxed text-stone-700 dark:text-stone-300">
          We believe a signature scent should not be a luxury. Our mission is to offer premium, cruelty-free fragrance
          at one consistent, affordable price, so you can find the scent that feels like you, and a few more for every
          season.
        </p>
      </ContentSection>

      <ContentSection id="our-values" title="Our Values" className="mt-12" headingClassName="sr-only">
        <ul className="grid gap-6 md:grid-cols-3">
          {VALUES.map(({ title, text, icon }) => (
            <ContentCard key={title} title={title} large icon={<Icon icon={icon} className="size-8 text-gold-600 dark:text-gold-300" />}>
              <p className="mt-2 text-sm leading-relaxed text-stone-700 dark:text-stone-300">{text}</p>
            </ContentCard>
          ))}
        </ul>
      </ContentSection>

      <ContentSection id="scent-rewards" title="Scent Rewards" className="mt-12 rounded-2xl bg-stone-900 p-8 text-white">
        <p className="mt-3 text-stone-300">
          Three tiers (Essence, Aroma and Elixir), 5-10 points for every $1 you spend, points that never expire, and it is
          free to join.
        </p>
        <Link to={JOIN_REWARDS_HREF} className="btn mt-6 bg-gold-300 text-stone-950 hover:bg-gold-100">
          Join Scent Rewards
        </Link>
      </ContentSection>

      <div className="mt-12 text-center">
        <Link to="/shop" className="btn-primary">
          Shop Our Collection
        </Link>
      </div>
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: "About Us",
    description:
      "Premium, cruelty-free concentrated fragrance oils in 10ml glass roll-on bottles from Denver, CO: about 120 scents inspired by designer perfumes.",
  });
