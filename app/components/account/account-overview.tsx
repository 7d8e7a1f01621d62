import { Icon } from "~/components/icon";
import { Form, Link, useNavigation } from "@remix-run/react";
import Heart from "@lucide/icons/icons/heart";
import Package from "@lucide/icons/icons/package";
import LogOut from "@lucide/icons/icons/log-out";
import Gift from "@lucide/icons/icons/gift";
import KeyRound from "@lucide/icons/icons/key-round";
import Lock from "@lucide/icons/icons/lock";
import ShieldCheck from "@lucide/icons/icons/shield-check";
import Monitor from "@lucide/icons/icons/monitor";
import { FragranceCard, type CardFragrance } from "~/components/fragrance-card";
import { displayName } from "~/lib/display-name";
import { AccountSection } from "./account-section";
import { OrderHistory, type AccountOrders } from "./order-history";
import { PasskeysSection, type AccountPasskey } from "./passkeys-section";
import { RewardsSection, type AccountRewards } from "./rewards-section";
import { ChangePasswordForm } from "./change-password-form";
import { SessionsSection, type AccountSessionRow } from "./sessions-section";
import { TwoFactorSection, type AccountTwoFactor } from "./two-factor-section";

/** The links to the account page's sections. */
const ACCOUNT_LINKS = [
  { href: "#my-orders", label: "My Orders", icon: Package },
  { href: "#favorites", label: "My Favorites", icon: Heart },
  { href: "#rewards", label: "Scent Rewards", icon: Gift },
  { href: "#sessions", label: "Sessions", icon: Monitor },
  { href: "#password", label: "Password", icon: Lock },
  { href: "#two-factor", label: "Two-factor authentication", icon: ShieldCheck },
  { href: "#passkeys", label: "Passkeys", icon: KeyRound },
] as const;

type AccountUser = { email: string; firstName: string | null; lastName: string | null };

export function AccountOverview({
  user,
  favorites,
  orders,
  rewards,
  sessions,
  passkeys,
  twoFactor,
}: {
  user: AccountUser;
  favorites: CardFragrance[];
  orders: AccountOrders;
  rewards: AccountRewards | null;
  sessions: AccountSessionRow[];
  passkeys: AccountPasskey[];
  /** Issue 36: two-factor's state, for its panel. */
  twoFactor?: AccountTwoFactor | null;
}) {
  const navigation = useNavigation();
  // Shown while the page reloads its data after a change (the first view arrives rendered).
  const reloading = navigation.state === "loading" && navigation.location.pathname === "/account";
  return (
    <div className="container-page grid gap-8 py-12 lg:grid-cols-[18rem_1fr]">
      <aside className="h-fit rounded-2xl border border-stone-200 bg-white p-6 dark:border-stone-800 dark:bg-stone-900">
        <h1 className="text-2xl break-words">{displayName(user)}</h1>
        <p className="mt-1 text-sm break-words text-stone-600 dark:text-stone-400">{user.email}</p>
        <nav aria-label="Account" className="mt-6 flex flex-col gap-2">
          {ACCOUNT_LINKS.map(({ href, label, icon }) => (
            <a key={href} href={href} className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm hover:bg-stone-100 dark:hover:bg-stone-800">
              <Icon icon={icon} className="size-4" />
              {label}
            </a>
          ))}
          <Form method="post" action="/account">
            <input type="hidden" name="intent" value="logout" />
            <button
              type="submit"
              className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm hover:bg-stone-100 dark:hover:bg-stone-800"
            >
              <Icon icon={LogOut} className="size-4" />
              Log out
            </button>
          </Form>
        </nav>
      </aside>

      <div className="grid h-fit gap-8">
        <OrderHistory orders={orders} />
        <RewardsSection rewards={rewards} />
        <AccountSection id="favorites" title="My Favorites">
          {reloading ? (
            <p role="status" className="mt-4 text-sm text-stone-600 dark:text-stone-400">
              Loading your favorites...
            </p>
          ) : null}
          {favorites.length === 0 ? (
            <div className="py-12 text-center">
              <p className="text-stone-700 dark:text-stone-300">You haven&apos;t added any fragrances to your favorites yet.</p>
              <Link to="/shop" className="btn-primary mt-6">
                Browse Fragrances
              </Link>
            </div>
          ) : (
            <div className="mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
              {favorites.map((fragrance) => (
                <FragranceCard key={fragrance.id} fragrance={fragrance} />
              ))}
            </div>
          )}
        </AccountSection>
        <SessionsSection sessions={sessions} />
        <AccountSection id="password" title="Password">
          <p className="mt-2 mb-4 text-sm text-stone-600 dark:text-stone-400">Changing your password signs you out on every other device.</p>
          <ChangePasswordForm />
        </AccountSection>
        {twoFactor ? <TwoFactorSection twoFactor={twoFactor} /> : null}
        <PasskeysSection passkeys={passkeys} />
      </div>
    </div>
  );
}
