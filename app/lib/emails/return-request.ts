// The e-mail a shopper gets when they ask to return or exchange items: the
// request's number, what it covers, and what happens next. Nothing is to be
// posted yet: an admin approves first and sends the return address, so a
// parcel never arrives for a request we would turn down.
import { formatCents } from "../money";
import { RETURN_REASON_LABELS, RETURN_WINDOW_DAYS, type ReturnReason } from "../returns";
import { renderEmail, type EmailContent } from "./email-layout";

export type ReturnRequestEmailInput = {
  brandName: string;
  customerName: string;
  /** "3F9A01BC-R1". */
  requestNumber: string;
  orderNumber: string;
  reason: ReturnReason;
  /** Each line as paid, before sales tax. */
  lines: ReadonlyArray<{ name: string; quantity: number; refundCents: number; replacement: string | null }>;
  /** The sales tax the refund gives back with the lines (none for an exchange, or an untaxed order). */
  taxCents?: number;
  /** Absolute link to /orders/{publicId}. */
  orderUrl: string;
  contactEmail: string;
};

export function returnRequestEmail(input: ReturnRequestEmailInput): EmailContent {
  const taxCents = input.taxCents ?? 0;
  const refund = input.lines.reduce((sum, line) => sum + line.refundCents, taxCents);
  const exchange = input.reason === "defective";
  return renderEmail({
    brandName: input.brandName,
    subject: `Your ${input.brandName} return request ${input.requestNumber}`,
    heading: "We have your return request",
    blocks: [
      {
        paragraph: `Hi ${input.customerName}, we have received return request ${input.requestNumber} for order ${input.orderNumber}: ${RETURN_REASON_LABELS[input.reason]}.`,
      },
      {
        rows: input.lines.map(
          (line) =>
            [
              `${line.name} × ${line.quantity}`,
              exchange ? `replace with ${line.replacement ?? "the same fragrance"}` : formatCents(line.refundCents),
            ] as const,
        ),
      },
      exchange
        ? { paragraph: "What happens next: we check your request within 2 business days and e-mail you the return address. Once the defective bottle reaches us, we send the replacement at no charge." }
        : {
            paragraph: `What happens next: we check your request within 2 business days and e-mail you the return address. Please keep the bottles sealed and send them within ${RETURN_WINDOW_DAYS.unopened} days of delivery; once they reach us, we refund ${formatCents(refund)}${taxCents > 0 ? ` (${formatCents(taxCents)} of it sales tax)` : ""} to the card you paid with (shipping is not refunded).`,
          },
      { paragraph: "Please do not post anything before you have the return address." },
      { button: { label: "View your order and request", href: input.orderUrl } },
      { paragraph: `Questions? Write to ${input.contactEmail} and quote ${input.requestNumber}.` },
    ],
    footer: `You are receiving this e-mail because you asked ${input.brandName} to return or exchange items.`,
  });
}
