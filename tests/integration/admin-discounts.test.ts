// An admin manages discount codes through the real handler (/admin/discounts,
// issue 35): a new code is stored upper-case with the instants of the days
// typed, a taken code or bad input is refused beside its field with nothing
// written, an edit and a disable each write one audit row, the total limit
// cannot go below the uses so far, and a customer cannot reach any of it.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, promotionRedemptions, promotions } from "../../db/schema";
import { adminSuite, insertOrder, userWithSession } from "../support/admin";
import { rowCounts } from "../support/row-counts";

const suite = adminSuite();

const FORM = { code: "", kind: "percent", percentOff: "", amountOff: "", minimumSubtotal: "", startsOn: "", endsOn: "", totalUseLimit: "", perCustomerLimit: "", intent: "save" };
const unique = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1000)}`;

const stored = (code: string) => suite.server.db.select().from(promotions).where(eq(promotions.code, code)).get();
const audits = (id: number) =>
  suite.server.db
    .select({ action: auditLog.action, details: auditLog.details, userId: auditLog.userId })
    .from(auditLog)
    .where(eq(auditLog.entityId, String(id)))
    .all()
    .then((rows) => rows.filter((row) => row.details?.name !== undefined));
const everything = () => rowCounts(suite.server.db);

async function create(fields: Record<string, string>) {
  const response = await suite.post("/admin/discounts/new", { ...FORM, ...fields });
  return response;
}

async function expectRefused(path: string, fields: Record<string, string>, message: string) {
  const before = await everything();
  const response = await suite.post(path, { ...FORM, ...fields });
  expect(response.status, JSON.stringify(fields)).toBe(400);
  expect(await response.text(), JSON.stringify(fields)).toContain(message.replace(/'/g, "&#x27;"));
  expect(await everything(), JSON.stringify(fields)).toEqual(before);
}

describe("an admin manages discount codes", () => {
  it("creates SPRING15 upper-case with the shop-zone instants, lists it, and refuses the same code in another case", async () => {
    const code = unique("SPRING");
    const created = await create({ code: code.toLowerCase(), percentOff: "15", minimumSubtotal: "60", startsOn: "2026-03-08", endsOn: "2026-03-31", totalUseLimit: "100", genders: "female", sizes: "10ml", fragranceIds: "3", enabled: "on" });
    expect(created.status).toBe(302);
    expect(created.headers.get("Location")).toBe("/admin/discounts");

    const row = (await stored(code))!;
    expect(row).toMatchObject({
      code,
      kind: "percent",
      value: 15,
      minimumSubtotalCents: 6000,
      // 00:00 on the day the clocks go forward, still MST (UTC-7), to April 1, 00:00 MDT (UTC-6).
      startsAt: Date.parse("2026-03-08T07:00:00Z"),
      endsAt: Date.parse("2026-04-01T06:00:00Z"),
      totalUseLimit: 100,
      perCustomerLimit: null,
      firstOrderOnly: false,
      fragranceIds: [3],
      genders: ["female"],
      sizes: ["10ml"],
      enabled: true,
      uses: 0,
    });
    expect(await audits(row.id)).toEqual([{ action: "create", details: { name: code }, userId: suite.admin.user.id }]);

    const list = await (await suite.get("/admin/discounts")).text();
    expect(list).toContain(`>${code}</a>`);
    expect(list).toContain("15% off");
    expect(list).toContain("Over $60.00 · 1 fragrance · For Her · 10 ml roll-on");
    expect(list).toContain("2026-03-08 to 2026-03-31");
    expect(list).toContain("0 / 100");
    const edit = await (await suite.get(`/admin/discounts/${row.id}`)).text();
    for (const value of ['value="2026-03-08"', 'value="2026-03-31"', 'value="60.00"', 'value="100"']) expect(edit).toContain(value);

    await expectRefused("/admin/discounts/new", { code: ` ${code.toLowerCase()} `, kind: "fixed", amountOff: "5" }, "A discount code with this code already exists.");
  });

  it("answers bad input with 400 and the message beside its field, and writes nothing", async () => {
    const code = unique("BAD");
    const cases: [Record<string, string>, string][] = [
      [{ code: "" }, "Code is required"],
      [{ code: "no spaces", percentOff: "10" }, "The code is 3 to 32 capital letters, digits, dashes or underscores."],
      [{ code, kind: "half-price" }, "Choose what the code gives: a percentage off, an amount off or free shipping"],
      [{ code, percentOff: "" }, "Enter the percentage off, a whole number from 1 to 100"],
      [{ code, percentOff: "150" }, "A percentage is a whole number from 1 to 100."],
      [{ code, kind: "fixed", amountOff: "0" }, "A fixed amount is at least $0.01."],
      [{ code, kind: "fixed", amountOff: "five" }, "Amount off: enter an amount in dollars, like 5.00"],
      [{ code, percentOff: "10", minimumSubtotal: "-1" }, "Minimum subtotal: enter an amount in dollars, like 60.00, or leave it empty"],
      [{ code, percentOff: "10", startsOn: "2026-02-30" }, "Enter a date like 2026-05-31, or leave it empty"],
      [{ code, percentOff: "10", startsOn: "2026-05-02", endsOn: "2026-05-01" }, "The end comes after the start."],
      [{ code, percentOff: "10", totalUseLimit: "0" }, "A limit on uses is at least 1."],
      [{ code, percentOff: "10", perCustomerLimit: "2.5" }, "Enter a whole number, or leave it empty"],
      [{ code, percentOff: "10", fragranceIds: "999999" }, "A chosen fragrance is no longer in the catalogue: choose again from the list."],
    ];
    for (const [fields, message] of cases) await expectRefused("/admin/discounts/new", fields, message);
    expect(await stored(code)).toBeUndefined();
  });

  it("edits a code, keeps the limit at or above its uses, and disables and enables it, each with its audit row", async () => {
    const code = unique("EDIT");
    expect((await create({ code, kind: "fixed", amountOff: "5.00", totalUseLimit: "3", enabled: "on" })).status).toBe(302);
    const { id } = (await stored(code))!;

    // Two orders used it: $5.00 off one, $5.00 and free shipping ($5.00) off the other.
    for (const [discountCents, shippingDiscountCents] of [[500, 0], [500, 500]] as const) {
      const orderId = await insertOrder(suite.server.db);
      await suite.server.db.insert(promotionRedemptions).values({ promotionId: id, orderId, email: "ada@example.com", discountCents, shippingDiscountCents });
    }
    expect((await stored(code))!.uses).toBe(2);
    const list = await (await suite.get("/admin/discounts")).text();
    expect(list).toMatch(new RegExp(`>${code}</a>.*?\\$5\\.00 off.*?2 / 3</td><td[^>]*>\\$15\\.00</td>`, "s"));

    await expectRefused(`/admin/discounts/${id}`, { code, kind: "fixed", amountOff: "5.00", totalUseLimit: "1", enabled: "on" }, "2 uses so far: the limit cannot be lower.");
    const other = unique("OTHER");
    expect((await create({ code: other, kind: "free-shipping" })).status).toBe(302);
    await expectRefused(`/admin/discounts/${id}`, { code: other.toLowerCase(), kind: "fixed", amountOff: "5.00", totalUseLimit: "3", enabled: "on" }, "A discount code with this code already exists.");

    const edited = await suite.post(`/admin/discounts/${id}`, { ...FORM, code, kind: "percent", percentOff: "20", amountOff: "5.00", totalUseLimit: "2", perCustomerLimit: "1", firstOrderOnly: "on", enabled: "on" });
    expect(edited.status).toBe(302);
    expect(await stored(code)).toMatchObject({ kind: "percent", value: 20, totalUseLimit: 2, perCustomerLimit: 1, firstOrderOnly: true, enabled: true, uses: 2 });

    const disabled = await suite.post(`/admin/discounts/${id}`, { intent: "disable", redirectTo: "/admin/discounts" });
    expect(disabled.status).toBe(302);
    expect(disabled.headers.get("Location")).toBe("/admin/discounts");
    expect((await stored(code))!.enabled).toBe(false);
    expect(await (await suite.get("/admin/discounts")).text()).toContain(`aria-label="Enable ${code}"`);
    // Pressed again (a second tab): nothing more is written.
    expect((await suite.post(`/admin/discounts/${id}`, { intent: "disable" })).status).toBe(302);
    expect((await suite.post(`/admin/discounts/${id}`, { intent: "enable", redirectTo: "https://evil.example/" })).headers.get("Location")).toBe(`/admin/discounts/${id}`);
    expect((await stored(code))!.enabled).toBe(true);

    expect((await audits(id)).map((row) => [row.action, row.details])).toEqual([
      ["create", { name: code }],
      ["update", { name: code, fields: ["kind", "value", "totalUseLimit", "perCustomerLimit", "firstOrderOnly"] }],
      ["disable", { name: code }],
      ["enable", { name: code }],
    ]);
    const activity = await (await suite.get("/admin/activity")).text();
    expect(activity).toContain(`Discount #${id} (${code})`);
  });

  it("answers 404 for a code that does not exist", async () => {
    expect((await suite.get("/admin/discounts/999999")).status).toBe(404);
    expect((await suite.post("/admin/discounts/999999", { intent: "disable" })).status).toBe(404);
    expect((await suite.post("/admin/discounts/999999", { ...FORM, code: "NOPE1", percentOff: "10" })).status).toBe(404);
  });

  it("refuses a customer and a guest as every admin page does, and changes nothing", async () => {
    const code = unique("GUARD");
    expect((await create({ code, percentOff: "10", enabled: "on" })).status).toBe(302);
    const { id } = (await stored(code))!;
    const customer = await userWithSession(suite.server.db, "customer");
    const before = await everything();
    for (const path of ["/admin/discounts", "/admin/discounts/new", `/admin/discounts/${id}`]) {
      const page = await suite.server.fetch(path, { headers: customer.headers });
      expect(page.status, path).toBe(403);
      expect(await page.text(), path).toContain("You don&#x27;t have access to this page.");
      const guest = await suite.server.fetch(path);
      expect(guest.status, path).toBe(302);
      expect(guest.headers.get("Location"), path).toBe(`/login?${new URLSearchParams({ redirectTo: path })}`);
    }
    for (const [path, fields] of [
      ["/admin/discounts/new", { ...FORM, code: unique("HACK"), percentOff: "100", enabled: "on" }],
      [`/admin/discounts/${id}`, { intent: "disable" }],
      [`/admin/discounts/${id}`, { ...FORM, code, percentOff: "100", enabled: "on" }],
    ] as const) {
      const response = await suite.server.fetch(path, { method: "POST", body: new URLSearchParams(fields), headers: customer.headers });
      expect(response.status, path).toBe(403);
    }
    // A form posted from another site, even with the admin's session.
    const forged = await suite.server.fetch(`/admin/discounts/${id}`, { method: "POST", body: new URLSearchParams({ intent: "disable" }), headers: { ...suite.admin.headers, Origin: "https://evil.example" } });
    expect(forged.status).toBe(403);
    expect(await everything()).toEqual(before);
    expect((await stored(code))!).toMatchObject({ value: 10, enabled: true });
  });
});
