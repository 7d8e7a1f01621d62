// The e-mail a shopper gets when an admin marks their order shipped: what is
// on its way, the carrier's tracking number when the admin gave one, and the
// link to the order page (which shows the same status and number).
import { formatCents } from "../money";
import { renderEmail, type EmailContent } from "./email-layout";

export type ShippingNotice = {
  brandName: string;
  customerName: string;
  /** The number the shopper knows, e.g. "3F9A01BC". */
  orderNumber: string;
  lines: ReadonlyArray<{ name: string; quantity: number; unitPriceCents: number }>;
  trackingNumber: string | null;
  /** Absolute link to /orders/{publicId}. */
  orderUrl: string;
};

export function shippingNoticeEmail(notice: ShippingNotice): EmailContent {
  const subject = `Your ${notice.brandName} order ${notice.orderNumber} has shipped`;
  return renderEmail({
    brandName: notice.brandName,
    subject,
    heading: "Your order is on its way",
    blocks: [
      { paragraph: `Hi ${notice.customerName}, order ${notice.orderNumber} has left us and is on its way to you.` },
      { rows: notice.lines.map((line) => [`${line.name} × ${line.quantity}`, formatCents(line.unitPriceCents * line.quantity)] as const) },
      notice.trackingNumber
        ? { rows: [["Tracking number", notice.trackingNumber]] }
        : { paragraph: "The carrier did not give us a tracking number for this parcel." },
      { button: { label: "View your order", href: notice.orderUrl } },
    ],
    footer: `You are receiving this e-mail because you placed an order with ${notice.brandName}.`,
  });
}
