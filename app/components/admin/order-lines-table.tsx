import { formatCents } from "~/lib/money";
import { SIZE_SHORT_LABELS, type Size } from "~/lib/sizes";

type Line = {
  id: number;
  name: string;
  size: Size;
  unitPriceCents: number;
  quantity: number;
  taxCents: number;
  /** "8.81%", null for an untaxed line. */
  taxRate: string | null;
  taxJurisdiction: string | null;
};

type Amounts = {
  subtotalCents: number;
  shippingCents: number;
  discountCents: number;
  pointsCents: number;
  discountCode: string | null;
  taxCents: number;
  shippingTaxCents: number;
  totalCents: number;
};

/**
 * The admin order page's lines and totals. An order with sales tax gets a Tax
 * column (each line's tax, rate and jurisdiction, as the tax provider answered
 * them and the order stored them) and a row for the tax above the Total; an
 * order without tax is drawn as before tax existed.
 */
export function OrderLinesTable({ items, order, shippingLabel, tax }: { items: Line[]; order: Amounts; shippingLabel: string; tax: { label: string } | null }) {
  const amountCell = "py-2 text-right";
  return (
    <div className="mt-6 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-stone-300 dark:border-stone-700">
          <tr>
            <th scope="col" className="py-2">Item</th>
            <th scope="col" className="py-2">Size</th>
            <th scope="col" className="py-2">Quantity</th>
            <th scope="col" className="py-2">Unit price</th>
            <th scope="col" className="py-2 text-right">Line total</th>
            {tax ? <th scope="col" className="py-2 pl-4 text-right">Tax</th> : null}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} className="border-b border-stone-200 dark:border-stone-800">
              <td className="py-2">{item.name}</td>
              <td className="py-2">{SIZE_SHORT_LABELS[item.size]}</td>
              <td className="py-2">{item.quantity}</td>
              <td className="py-2">{formatCents(item.unitPriceCents)}</td>
              <td className={amountCell}>{formatCents(item.unitPriceCents * item.quantity)}</td>
              {tax ? (
                <td className={`${amountCell} pl-4`} data-testid="line-tax">
                  {formatCents(item.taxCents)}
                  <span className="block text-xs text-stone-600 dark:text-stone-400">
                    {item.taxRate ? [item.taxRate, item.taxJurisdiction].filter(Boolean).join(" · ") : "Not taxed"}
                  </span>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <TotalRow label="Subtotal" amount={formatCents(order.subtotalCents)} taxColumn={!!tax} first />
          <TotalRow label={shippingLabel} amount={formatCents(order.shippingCents)} taxColumn={!!tax} />
          {order.discountCents - order.pointsCents > 0 ? (
            <TotalRow
              label={`Discount${order.discountCode ? ` (${order.discountCode})` : ""}`}
              amount={`-${formatCents(order.discountCents - order.pointsCents)}`}
              taxColumn={!!tax}
            />
          ) : null}
          {order.pointsCents > 0 ? (
            <TotalRow label={`Scent Rewards points (${order.pointsCents.toLocaleString("en-US")})`} amount={`-${formatCents(order.pointsCents)}`} taxColumn={!!tax} />
          ) : null}
          {tax ? (
            <TotalRow
              label={`${tax.label}${order.shippingTaxCents > 0 ? ` (${formatCents(order.shippingTaxCents)} of it on shipping)` : ""}`}
              amount={formatCents(order.taxCents)}
              taxColumn
              testId="tax-row"
            />
          ) : null}
          <TotalRow label="Total" amount={formatCents(order.totalCents)} taxColumn={!!tax} bold />
        </tfoot>
      </table>
    </div>
  );
}

/** A row under the lines: its amount in the Line total column, so the sums read down one column. */
function TotalRow({ label, amount, taxColumn, first, bold, testId }: { label: string; amount: string; taxColumn: boolean; first?: boolean; bold?: boolean; testId?: string }) {
  return (
    <tr className={bold ? "font-semibold" : undefined} data-testid={testId}>
      <td colSpan={4} className={first ? "pt-3" : undefined}>
        {label}
      </td>
      <td className={first ? "pt-3 text-right" : "text-right"}>{amount}</td>
      {taxColumn ? <td /> : null}
    </tr>
  );
}
