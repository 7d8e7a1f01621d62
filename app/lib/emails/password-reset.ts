import { renderEmail, type EmailContent } from "./email-layout";

/**
 * The e-mail a 'Forgot password?' request sends to an address that has an
 * account. The link carries the only copy of the token; the shop stores its hash.
 */
export function passwordResetEmail({ brandName, resetUrl }: { brandName: string; resetUrl: string }): EmailContent {
  return renderEmail({
    brandName,
    subject: `Reset your ${brandName} password`,
    heading: "Reset your password",
    blocks: [
      { paragraph: "Someone asked to reset the password of your account. Use the link below to choose a new one." },
      { button: { label: "Choose a new password", href: resetUrl } },
      { paragraph: "The link works for 1 hour and only once. Setting a new password signs you out everywhere else." },
    ],
    footer: "If you did not ask for this, ignore this e-mail: your password stays as it is.",
  });
}
