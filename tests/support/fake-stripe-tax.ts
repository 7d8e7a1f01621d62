// The Stripe Tax part of the fake Stripe (tests/support/fake-stripe.ts):
// /v1/tax/calculations, /v1/tax/transactions/create_from_calculation and
// /create_reversal, and the line items of both. Its tax is its own tiny rule,
// not the shop's: a table of places, each a few jurisdictions with a percent,
// each jurisdiction's tax on a line rounded on its own (half up) and summed.
// Denver 80202 is there from the start; elsewhere Stripe is "not collecting"
// until a test adds a place. Like Stripe, it sends a calculation's line items
// and the per-line breakdowns only when the request expands them.

type StripeObject = Record<string, unknown> & { id: string };
type Form = Record<string, string>;

export type FakeTaxPlace = {
  state: string;
  /** The ZIP code it applies to; none: the whole state. */
  zip?: string;
  jurisdictions: { level: "state" | "county" | "city" | "district"; name: string; percent: string }[];
  taxesShipping?: boolean;
};

/** A refusal the fake answers with Stripe's error shape. */
export class FakeStripeError {
  constructor(
    readonly status: number,
    readonly message: string,
    readonly code?: string,
  ) {}
}

const DENVER: FakeTaxPlace = {
  state: "CO",
  zip: "80202",
  jurisdictions: [
    { level: "state", name: "Colorado", percent: "2.9" },
    { level: "city", name: "Denver", percent: "4.81" },
    { level: "district", name: "Regional Transportation District", percent: "1.1" },
  ],
  taxesShipping: false,
};

const ppm = (percent: string) => Math.round(Number(percent) * 10_000);
const half = (amount: number, ratePpm: number) => Math.floor((amount * ratePpm + 500_000) / 1_000_000);

export function createFakeStripeTax(newId: (prefix: string) => string, objects: Map<string, StripeObject>) {
  const places: FakeTaxPlace[] = [DENVER];
  const usedReferences = new Set<string>();

  const placeFor = (state: string, zip: string | undefined) =>
    places.find((place) => place.state === state && place.zip === zip) ?? places.find((place) => place.state === state && !place.zip);

  function breakdown(amount: number, place: FakeTaxPlace | undefined, taxed: boolean) {
    if (!place || !taxed) {
      const state = place?.state ?? null;
      return [{ amount: 0, jurisdiction: { country: "US", display_name: state ?? "United States", level: "state", state }, sourcing: "destination", tax_rate_details: null, taxability_reason: "not_collecting", taxable_amount: 0 }];
    }
    return place.jurisdictions.map((jurisdiction) => ({
      amount: half(amount, ppm(jurisdiction.percent)),
      jurisdiction: { country: "US", display_name: jurisdiction.name, level: jurisdiction.level, state: place.state },
      sourcing: "destination",
      tax_rate_details: { display_name: "Sales and Use Tax", percentage_decimal: jurisdiction.percent, tax_type: "sales_tax" },
      taxability_reason: "standard_rated",
      taxable_amount: amount,
    }));
  }

  const sum = (parts: { amount: number }[]) => parts.reduce((total, part) => total + part.amount, 0);
  const list = (data: unknown[], url: string) => ({ object: "list", data, has_more: false, url });

  function calculate(form: Form, expand: string[]): StripeObject | FakeStripeError {
    const state = form["customer_details[address][state]"];
    if (form.currency !== "usd" || form["customer_details[address][country]"] !== "US" || !state) {
      return new FakeStripeError(400, "The fake takes usd and a US address with a state.");
    }
    const place = placeFor(state, form["customer_details[address][postal_code]"]);
    const id = newId("taxcalc");
    const lineItems: StripeObject[] = [];
    for (let index = 0; form[`line_items[${index}][amount]`] !== undefined; index++) {
      const field = (name: string) => form[`line_items[${index}][${name}]`];
      const amount = Number(field("amount"));
      if (!Number.isInteger(amount) || amount < 0 || !field("reference")) return new FakeStripeError(400, `Invalid line_items[${index}]`);
      const parts = breakdown(amount, place, true);
      const item = { id: newId("tax_li"), object: "tax.calculation_line_item", amount, amount_tax: sum(parts), quantity: Number(field("quantity") ?? 1), reference: field("reference"), tax_behavior: field("tax_behavior"), tax_code: field("tax_code"), tax_breakdown: parts };
      lineItems.push(item);
    }
    if (lineItems.length === 0) return new FakeStripeError(400, "Missing required param: line_items.");
    const shippingAmount = form["shipping_cost[amount]"] === undefined ? null : Number(form["shipping_cost[amount]"]);
    const shippingParts = shippingAmount === null ? [] : breakdown(shippingAmount, place, place?.taxesShipping ?? false);
    const shipping = shippingAmount === null ? null : { amount: shippingAmount, amount_tax: sum(shippingParts), tax_behavior: "exclusive", tax_code: "txcd_92010001", tax_breakdown: shippingParts };
    const taxTotal = lineItems.reduce((total, item) => total + Number(item.amount_tax), shipping?.amount_tax ?? 0);
    const taxableTotal = lineItems.reduce((total, item) => total + Number(item.amount), 0);
    const percent = place ? String(place.jurisdictions.reduce((total, jurisdiction) => total + ppm(jurisdiction.percent), 0) / 10_000) : "0.0";
    const calculation: StripeObject = {
      id,
      object: "tax.calculation",
      currency: "usd",
      amount_total: taxableTotal + (shippingAmount ?? 0) + taxTotal,
      tax_amount_exclusive: taxTotal,
      tax_amount_inclusive: 0,
      customer_details: { address: { state, postal_code: form["customer_details[address][postal_code]"] ?? null, country: "US" }, address_source: form["customer_details[address_source]"] ?? null },
      shipping_cost: shipping,
      tax_breakdown: [
        { amount: taxTotal, inclusive: false, tax_rate_details: { country: "US", state, percentage_decimal: taxTotal ? percent : "0.0", tax_type: "sales_tax" }, taxability_reason: taxTotal ? "standard_rated" : "not_collecting", taxable_amount: taxTotal ? taxableTotal : 0 },
      ],
      line_items_all: lineItems,
    };
    objects.set(id, calculation);
    return calculationView(calculation, expand);
  }

  /** What Stripe sends back: line items and breakdowns only where expanded. */
  function calculationView(calculation: StripeObject, expand: string[]): StripeObject {
    const { line_items_all: all, ...view } = calculation as StripeObject & { line_items_all: StripeObject[] };
    const withBreakdown = (item: StripeObject, keep: boolean) => (keep ? item : { ...item, tax_breakdown: undefined });
    const shipping = view.shipping_cost as StripeObject | null;
    return {
      ...view,
      shipping_cost: shipping && !expand.includes("shipping_cost.tax_breakdown") ? { ...shipping, tax_breakdown: undefined } : shipping,
      ...(expand.includes("line_items")
        ? { line_items: list(all.map((item) => withBreakdown(item, expand.includes("line_items.data.tax_breakdown"))), `/v1/tax/calculations/${calculation.id}/line_items`) }
        : {}),
    };
  }

  function transaction(reference: string | undefined, fields: Record<string, unknown>): StripeObject | FakeStripeError {
    if (!reference) return new FakeStripeError(400, "Missing required param: reference.");
    if (usedReferences.has(reference)) return new FakeStripeError(400, `A transaction with reference ${reference} already exists.`, "tax_transaction_reference_already_used");
    usedReferences.add(reference);
    const made = { id: newId("tax"), object: "tax.transaction", reference, ...fields };
    objects.set(made.id, made);
    return made;
  }

  function fromCalculation(form: Form): StripeObject | FakeStripeError {
    const calculation = objects.get(form.calculation ?? "") as (StripeObject & { line_items_all: StripeObject[] }) | undefined;
    if (!calculation || calculation.object !== "tax.calculation") return new FakeStripeError(404, `No such tax calculation: '${form.calculation}'`);
    const lineItems = calculation.line_items_all.map((item) => ({ ...item, id: newId("tax_li"), object: "tax.transaction_line_item", type: "transaction", reversed: { amount: 0, amount_tax: 0 } }));
    return transaction(form.reference, { type: "transaction", calculation: calculation.id, reversal: null, line_items_all: lineItems, shipping_cost: calculation.shipping_cost });
  }

  function reversal(form: Form): StripeObject | FakeStripeError {
    const original = objects.get(form.original_transaction ?? "") as (StripeObject & { line_items_all: (StripeObject & { amount: number; amount_tax: number; reversed: { amount: number; amount_tax: number } })[] }) | undefined;
    if (!original || original.object !== "tax.transaction" || original.type !== "transaction") return new FakeStripeError(404, `No such transaction: '${form.original_transaction}'`);
    if (form.mode !== "partial" && form.mode !== "full") return new FakeStripeError(400, "mode must be full or partial.");
    const lines = [];
    for (let index = 0; form[`line_items[${index}][original_line_item]`] !== undefined; index++) {
      const field = (name: string) => form[`line_items[${index}][${name}]`];
      const item = original.line_items_all.find((candidate) => candidate.id === field("original_line_item"));
      const amount = Number(field("amount"));
      const amountTax = Number(field("amount_tax"));
      if (!item || !field("reference")) return new FakeStripeError(400, `Invalid line_items[${index}]`);
      // Stripe takes reversed amounts as negatives, and no more than what is left of the line.
      if (amount > 0 || amountTax > 0 || item.amount + item.reversed.amount + amount < 0 || item.amount_tax + item.reversed.amount_tax + amountTax < 0) {
        return new FakeStripeError(400, `line_items[${index}] reverses more than the line has left.`);
      }
      lines.push({ item, amount, amountTax, reference: field("reference")! });
    }
    const made = transaction(form.reference, {
      type: "reversal",
      reversal: { original_transaction: original.id },
      line_items_all: lines.map(({ item, amount, amountTax, reference }) => ({ id: newId("tax_li"), object: "tax.transaction_line_item", type: "reversal", amount, amount_tax: amountTax, reference, reversal: { original_line_item: item.id } })),
      shipping_cost: form["shipping_cost[amount]"] === undefined ? null : { amount: Number(form["shipping_cost[amount]"]), amount_tax: Number(form["shipping_cost[amount_tax]"] ?? 0) },
    });
    if (made instanceof FakeStripeError) return made;
    for (const { item, amount, amountTax } of lines) item.reversed = { amount: item.reversed.amount + amount, amount_tax: item.reversed.amount_tax + amountTax };
    return made;
  }

  const expandOf = (form: Form) => Object.entries(form).flatMap(([key, value]) => (/^expand\[\d*\]$/.test(key) ? [value] : []));
  const hideLines = ({ line_items_all: _all, ...view }: StripeObject) => view;

  return {
    /** POST: the made object, a refusal, or null when the path is not a tax path. */
    create(path: string, form: Form): StripeObject | FakeStripeError | null {
      if (path === "/v1/tax/calculations") return calculate(form, expandOf(form));
      if (path === "/v1/tax/transactions/create_from_calculation") {
        const made = fromCalculation(form);
        return made instanceof FakeStripeError ? made : hideLines(made);
      }
      if (path === "/v1/tax/transactions/create_reversal") {
        const made = reversal(form);
        return made instanceof FakeStripeError ? made : hideLines(made);
      }
      return null;
    },
    /** GET: a calculation's or a transaction's line items (their breakdowns when `expand[]=data.tax_breakdown`), or null. */
    read(path: string, query: URLSearchParams): unknown {
      const match = /^\/v1\/tax\/(calculations|transactions)\/([\w]+)\/line_items$/.exec(path);
      if (!match) return null;
      const owner = objects.get(match[2]!) as (StripeObject & { line_items_all?: StripeObject[] }) | undefined;
      if (!owner?.line_items_all) return new FakeStripeError(404, `No such ${match[1]}: '${match[2]}'`);
      const keep = expandOf(Object.fromEntries(query)).includes("data.tax_breakdown");
      // Stripe's transaction line items carry no breakdown; the fake's running totals are its own.
      const view = ({ tax_breakdown: breakdown, reversed: _reversed, ...item }: StripeObject) => (keep && match[1] === "calculations" ? { ...item, tax_breakdown: breakdown } : item);
      return list(owner.line_items_all.map(view), path);
    },
    /** Stripe collects in one more place (a registration the test made). */
    addPlace(place: FakeTaxPlace) {
      places.unshift(place);
    },
    calculation: (id: string) => {
      const found = objects.get(id);
      return found ? hideLines(found) : undefined;
    },
    /** Every tax transaction made (sales and reversals), oldest first. */
    transactions: () => [...objects.values()].filter((object) => object.object === "tax.transaction").map(hideLines),
    /** A transaction with its line items, as the test inspects it. */
    transaction: (id: string) => objects.get(id) as (StripeObject & { line_items_all: StripeObject[] }) | undefined,
  };
}
