// Security notices (issue 36): the e-mail an account holder gets when something
// that guards their account changes, so a change they did not make is noticed
// at once. Each says what happened, where (browser and time), and what to do
// if it was not them. None carries a link that signs in or changes anything.
import { renderEmail, type EmailContent } from "./email-layout";

export type SecurityNotice =
  | { kind: "new-sign-in" }
  | { kind: "two-factor-on" }
  | { kind: "two-factor-off" }
  | { kind: "passkey-added"; passkeyName: string }
  | { kind: "password-changed" };

export type SecurityNoticeInput = {
  brandName: string;
  notice: SecurityNotice;
  /** "Chrome on macOS", read from the request's User-Agent. */
  browser: string;
  /** When it happened, already in the shop's zone: "Nov 27, 2026, 9:14 AM MST". */
  when: string;
  /** `${origin}/account`, where sessions, passkeys and two-factor are managed. */
  accountUrl: string;
  /** `${origin}/forgot-password`. */
  resetUrl: string;
};

const SUBJECTS: Record<SecurityNotice["kind"], string> = {
  "new-sign-in": "New sign-in to your {brand} account",
  "two-factor-on": "Two-factor authentication is on",
  "two-factor-off": "Two-factor authentication was turned off",
  "passkey-added": "A passkey was added to your {brand} account",
  "password-changed": "Your {brand} password was changed",
};

function happened(notice: SecurityNotice): string {
  switch (notice.kind) {
    case "new-sign-in":
      return "Your account was signed in to from a browser it has not used before.";
    case "two-factor-on":
      return "Two-factor authentication was turned on for your account. Signing in now asks for a code from your authenticator app.";
    case "two-factor-off":
      return "Two-factor authentication was turned off for your account. Signing in now asks for your password only.";
    case "passkey-added":
      return `A passkey named "${notice.passkeyName}" was added to your account. It can sign in without a password.`;
    case "password-changed":
      return "The password of your account was changed. Every other session was signed out.";
  }
}

export function securityNoticeEmail({ brandName, notice, browser, when, accountUrl, resetUrl }: SecurityNoticeInput): EmailContent {
  const subject = SUBJECTS[notice.kind].replace("{brand}", brandName);
  return renderEmail({
    brandName,
    subject,
    heading: subject,
    blocks: [
      { paragraph: happened(notice) },
      {
        rows: [
          ["Browser", browser],
          ["When", when],
        ],
      },
      { paragraph: "If this was you, there is nothing to do." },
      {
        paragraph: `If it was not you, reset your password at ${resetUrl}, then review your sessions, passkeys and two-factor settings on your account page.`,
      },
      { button: { label: "Review your account", href: accountUrl } },
    ],
    footer: `You are receiving this e-mail because it concerns the security of your ${brandName} account; it cannot be turned off.`,
  });
}
