import { Link } from "@remix-run/react";
import { AccountSection } from "./account-section";

export type AccountTwoFactor = { on: boolean };

/** /account's two-factor panel: on or off, and the way to the page that changes it. */
export function TwoFactorSection({ twoFactor }: { twoFactor: AccountTwoFactor }) {
  return (
    <AccountSection id="two-factor" title="Two-factor authentication">
      <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">
        {twoFactor.on
          ? "On: signing in asks for a code from your authenticator app after your password."
          : "Off: add a code from an authenticator app to your password, so a stolen password alone cannot open your account."}
      </p>
      <Link to="/account/two-factor" className="btn-outline mt-4 inline-flex">
        {twoFactor.on ? "Manage two-factor authentication" : "Set up two-factor authentication"}
      </Link>
    </AccountSection>
  );
}
