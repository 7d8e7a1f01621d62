// The welcome a new newsletter subscriber gets, with the one-time welcome
// code (10% off a first order, once per e-mail address: docs/product.md).
import { renderEmail, type EmailContent } from "./email-layout";

export const WELCOME_CODE = "WELCOME10";

export function newsletterWelcomeEmail({ brandName, shopUrl }: { brandName: string; shopUrl: string }): EmailContent {
  return renderEmail({
    brandName,
    subject: `Welcome to ${brandName}: 10% off your first order`,
    heading: `Welcome to ${brandName}`,
    blocks: [
      { paragraph: "Thank you for subscribing. You will be the first to hear about new fragrances and offers." },
      { rows: [["Your code", WELCOME_CODE]] },
      { paragraph: `Use code ${WELCOME_CODE} at checkout for 10% off your first order.` },
      { button: { label: "Browse fragrances", href: shopUrl } },
    ],
    footer: `You are receiving this e-mail because you subscribed to the ${brandName} newsletter.`,
  });
}
