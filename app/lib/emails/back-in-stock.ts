// "Email me when it's back" (issue 34): the one e-mail a waiting shopper gets
// when an admin restocks the size they signed up for. The same message goes to
// every sign-up of that fragrance and size, so it names no shopper.
import { SIZE_LABELS, type Size } from "../sizes";
import { renderEmail, type EmailContent } from "./email-layout";

export type BackInStockEmailInput = {
  brandName: string;
  fragranceName: string;
  size: Size;
  /** The product page, absolute: `${origin}/product/${id}`. */
  productUrl: string;
  contactEmail: string;
};

export function backInStockEmail(input: BackInStockEmailInput): EmailContent {
  const size = SIZE_LABELS[input.size];
  return renderEmail({
    brandName: input.brandName,
    subject: `${input.fragranceName} is back in stock`,
    heading: `${input.fragranceName} is back`,
    blocks: [
      { paragraph: `Good news: the ${size} of ${input.fragranceName} you asked about is back in stock.` },
      { rows: [["Fragrance", input.fragranceName], ["Size", size]] },
      { paragraph: "Stock can be short after a restock, so we cannot hold one for you: the first orders get it." },
      { button: { label: `Shop ${input.fragranceName}`, href: input.productUrl } },
      { paragraph: `Questions? Write to ${input.contactEmail}.` },
    ],
    footer: `You are receiving this e-mail once because you asked ${input.brandName} to tell you when this fragrance was back. We will not write about it again.`,
  });
}
