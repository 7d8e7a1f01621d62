// The e-mail a shopper gets at each step an admin takes on their return
// request: approved (with the address to send it to), rejected (with the
// reason), refunded (with the amount) or replaced (with the new order's link).
// "Received" sends nothing: the next step follows within days and says it all.
import { formatCents } from "../money";
import type { ReturnReason } from "../returns";
import { renderEmail, type EmailBlock, type EmailContent } from "./email-layout";

export type ReturnUpdate =
  | { step: "approve"; returnAddress: string }
  | { step: "reject"; reason: string }
  | { step: "refund"; amountCents: number }
  | { step: "exchange"; replacementNumber: string; replacementUrl: string };

export type ReturnUpdateEmailInput = {
  brandName: string;
  customerName: string;
  requestNumber: string;
  orderNumber: string;
  reason: ReturnReason;
  lines: ReadonlyArray<{ name: string; quantity: number }>;
  orderUrl: string;
  contactEmail: string;
  update: ReturnUpdate;
};

function stepText(input: ReturnUpdateEmailInput): { subject: string; heading: string; blocks: EmailBlock[] } {
  const { update, requestNumber } = input;
  switch (update.step) {
    case "approve":
      return {
        subject: `Return ${requestNumber} approved: where to send it`,
        heading: "Your return is approved",
        blocks: [
          { paragraph: `Please post the items below to this address, with ${requestNumber} written on the parcel:` },
          { paragraph: update.returnAddress },
          {
            paragraph:
              input.reason === "unopened"
                ? "Keep the bottles sealed. Once the parcel reaches us we refund what you paid for them to the card you paid with."
                : "Once the defective bottle reaches us we send the replacement at no charge.",
          },
        ],
      };
    case "reject":
      return {
        subject: `Return ${requestNumber}: we cannot accept it`,
        heading: "We cannot accept this return",
        blocks: [{ paragraph: `The reason: ${update.reason}` }, { paragraph: "If you have already posted the items, write to us and we will send them back." }],
      };
    case "refund":
      return {
        subject: `Return ${requestNumber}: ${formatCents(update.amountCents)} refunded`,
        heading: "Your refund is on its way",
        blocks: [{ paragraph: `We have refunded ${formatCents(update.amountCents)} to the card you paid with. Banks usually show it within 5-10 business days.` }],
      };
    case "exchange":
      return {
        subject: `Return ${requestNumber}: your replacement is on its way`,
        heading: "Your replacement is on its way",
        blocks: [
          { paragraph: `We are sending your replacement as order ${update.replacementNumber}, at no charge. You will get an e-mail when it ships.` },
          { button: { label: "View the replacement order", href: update.replacementUrl } },
        ],
      };
  }
}

export function returnUpdateEmail(input: ReturnUpdateEmailInput): EmailContent {
  const { subject, heading, blocks } = stepText(input);
  return renderEmail({
    brandName: input.brandName,
    subject,
    heading,
    blocks: [
      { paragraph: `Hi ${input.customerName}, an update on return request ${input.requestNumber} for order ${input.orderNumber}.` },
      ...blocks,
      { rows: input.lines.map((line) => [line.name, `× ${line.quantity}`] as const) },
      ...(input.update.step === "exchange" ? [] : [{ button: { label: "View your order and request", href: input.orderUrl } }]),
      { paragraph: `Questions? Write to ${input.contactEmail} and quote ${input.requestNumber}.` },
    ],
    footer: `You are receiving this e-mail because you asked ${input.brandName} to return or exchange items.`,
  });
}
