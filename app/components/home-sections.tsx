import { Icon } from "~/components/icon";
import { Link } from "@remix-run/react";
import Award from "@lucide/icons/icons/award";
import Droplet from "@lucide/icons/icons/droplet";
import Gem from "@lucide/icons/icons/gem";
import Leaf from "@lucide/icons/icons/leaf";
import { JOIN_REWARDS_HREF } from "~/lib/rewards-links";

/** Static home blocks: brand experience, notes explainer, Scent Rewards. */
export function BrandExperience({ brandName }: { brandName: string }) {
  const points = [
    { icon: Gem, title: "Premium Quality", text: "Concentrated oils that last on skin, blended in small batches." },
    { icon: Leaf, title: "Cruelty-Free", text: "Never tested on animals, from ingredient to bottle." },
    { icon: Droplet, title: "Glass Roll-On Bottles", text: "10ml glass roll-ons that travel anywhere and apply precisely." },
    { icon: Award, title: "One Fair Price", text: "About 120 fragrances, all at the same affordable price." },
  ];
  return (
    <section className="bg-stone-900 py-14 text-stone-100" aria-labelledby="brand-heading">
      <div className="container-page">
        <h2 id="brand-heading" className="text-3xl">
          The {brandName} Experience
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {points.map(({ icon, title, text }) => (
            <li key={title}>
              <Icon icon={icon} className="size-6 text-gold-300" />
              <h3 className="mt-3 text-lg">{title}</h3>
              <p className="mt-1 text-sm text-stone-300">{text}</p>
            </li>
          ))}
        </ul>
        <Link to="/about" className="btn mt-8 border border-stone-400 text-stone-100 hover:border-white">
          Learn More About Us
        </Link>
      </div>
    </section>
  );
}

const NOTES = [
  { title: "Top Notes", lasts: "5-15 minutes", text: "The first impression: bright, light notes such as citrus and herbs that greet you as you apply." },
  { title: "Middle Notes", lasts: "2-4 hours", text: "The heart of the fragrance: florals and spices that appear as the top notes fade." },
  { title: "Base Notes", lasts: "5-10 hours or more", text: "The foundation: woods, musks, amber and vanilla that linger longest on skin." },
];

export function NotesExplainer() {
  return (
    <section className="container-page py-14" aria-labelledby="notes-explainer-heading">
      <h2 id="notes-explainer-heading" className="text-3xl">
        Understanding Fragrance Notes
      </h2>
      <div className="mt-8 grid gap-6 md:grid-cols-3">
        {NOTES.map((note) => (
          <div key={note.title} className="rounded-2xl border border-stone-200 bg-white p-6 dark:border-stone-800 dark:bg-stone-900">
            <h3 className="text-xl">{note.title}</h3>
            <p className="mt-1 text-sm font-semibold text-gold-700 dark:text-gold-300">Lasts {note.lasts}</p>
            <p className="mt-3 text-sm text-stone-700 dark:text-stone-300">{note.text}</p>
          </div>
        ))}
      </div>
    </section>
  );
}

export function ScentRewardsBanner() {
  return (
    <section className="container-page pb-16" aria-labelledby="rewards-heading">
      <div className="rounded-3xl bg-gradient-to-r from-stone-900 to-stone-700 p-8 text-stone-100 sm:p-12">
        <h2 id="rewards-heading" className="text-3xl">
          Scent Rewards
        </h2>
        <p className="mt-3 max-w-2xl text-stone-200">
          Three tiers, Essence, Aroma and Elixir. Earn 5-10 points for every $1 you spend; points never expire and joining is free.
        </p>
        <Link to={JOIN_REWARDS_HREF} className="btn mt-6 bg-gold-300 text-stone-950 hover:bg-gold-100">
          Join Scent Rewards
        </Link>
      </div>
    </section>
  );
}
