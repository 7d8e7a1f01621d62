// The admin side of stock and samples (issue 34): the fragrance form's sample
// and quantities on hand, the ledger movements they write, back-in-stock
// e-mails when a save restocks a size, the table's stock column and filter,
// and the Activity view's stock movements.
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, emailOutbox, fragrances, stockAlerts, stockLevels, stockMovements } from "../../db/schema";
import { adminFragranceForm, adminSuite, insertPaidOrder } from "../support/admin";

const suite = adminSuite();
const db = () => suite.server.db;

async function create(name: string, extra: Record<string, string> = {}) {
  const response = await suite.post("/admin/fragrances/new", adminFragranceForm({ name, ...extra }));
  expect(response.status, name).toBe(302);
  return (await db().select({ id: fragrances.id }).from(fragrances).where(eq(fragrances.name, name)).get())!.id;
}

/** The edit form as the edit page renders it for `id`, with the shelf as `shown`, then `changes`. */
function editForm(name: string, shown: { "10ml": number; "2ml": number }, changes: Record<string, string> = {}) {
  return adminFragranceForm({
    name,
    stock10ml: String(shown["10ml"]),
    stockShown10ml: String(shown["10ml"]),
    stock2ml: String(shown["2ml"]),
    stockShown2ml: String(shown["2ml"]),
    ...changes,
  });
}

const movementsOf = (id: number) => db().select().from(stockMovements).where(eq(stockMovements.fragranceId, id)).orderBy(stockMovements.id);

async function levelsOf(id: number) {
  const rows = await db().select().from(stockLevels).where(eq(stockLevels.fragranceId, id));
  return Object.fromEntries(rows.map((row) => [row.size, row.onHand]));
}

/** What the ledger adds up to, per size: stock_levels must always agree. */
async function ledgerSums(id: number) {
  const rows = await db()
    .select({ size: stockMovements.size, total: sql<number>`sum(${stockMovements.delta})` })
    .from(stockMovements)
    .where(eq(stockMovements.fragranceId, id))
    .groupBy(stockMovements.size);
  return Object.fromEntries(rows.map((row) => [row.size, row.total]));
}

describe("the admin fragrance form's sample and stock", () => {
  it("creates a fragrance whose quantities start the ledger as received opening stock, with its sample", async () => {
    const id = await create("Quokka Opening", { stock10ml: "12", stock2ml: "0", samplePrice: "4.50", samplesOffered: "" });
    expect(await db().select({ cents: fragrances.samplePriceCents, offered: fragrances.samplesOffered }).from(fragrances).where(eq(fragrances.id, id)).get()).toEqual({
      cents: 450,
      offered: false,
    });
    expect(await movementsOf(id)).toEqual([
      expect.objectContaining({ size: "10ml", delta: 12, reason: "received", note: "Opening stock", createdBy: suite.admin.user.id, orderId: null }),
    ]);
    expect(await levelsOf(id)).toEqual({ "10ml": 12 });
    const page = await (await suite.get(`/admin/fragrances/${id}/edit`)).text();
    expect(page).toMatch(/name="stockShown10ml"[^>]*type="hidden" value="12"/);
    expect(page).toContain('value="4.50"');
    expect(page).toContain("Reason for a change");
    expect(await (await suite.get("/admin/fragrances/new")).text()).not.toContain("Reason for a change");
  });

  it("sets a lower and a higher quantity with one movement each, of the difference, with the reason and note", async () => {
    const id = await create("Quokka Counted", { stock10ml: "12", stock2ml: "4" });
    const lower = await suite.post(`/admin/fragrances/${id}/edit`, editForm("Quokka Counted", { "10ml": 12, "2ml": 4 }, { stock10ml: "7", stockReason10ml: "damaged", stockNote10ml: " Dropped a tray " }));
    expect(lower.status).toBe(302);
    const higher = await suite.post(`/admin/fragrances/${id}/edit`, editForm("Quokka Counted", { "10ml": 7, "2ml": 4 }, { stock2ml: "30", stockReason2ml: "received" }));
    expect(higher.status).toBe(302);
    // Saved again as shown: nothing moves.
    expect((await suite.post(`/admin/fragrances/${id}/edit`, editForm("Quokka Counted", { "10ml": 7, "2ml": 30 }))).status).toBe(302);
    const moves = (await movementsOf(id)).slice(2);
    expect(moves).toEqual([
      expect.objectContaining({ size: "10ml", delta: -5, reason: "damaged", note: "Dropped a tray", createdBy: suite.admin.user.id }),
      expect.objectContaining({ size: "2ml", delta: 26, reason: "received", note: null }),
    ]);
    expect(await levelsOf(id)).toEqual({ "10ml": 7, "2ml": 30 });
    expect(await ledgerSums(id)).toEqual(await levelsOf(id));
  });

  it("counts a sale made while the admin was on the page: a changed quantity is set exactly, an untouched one stands", async () => {
    const id = await create("Quokka Racing", { stock10ml: "20", stock2ml: "10" });
    // A shopper buys two bottles after the admin opened the edit page (which showed 20).
    await db().insert(stockMovements).values({ fragranceId: id, size: "10ml", delta: -2, reason: "sold" });
    const untouched = await suite.post(`/admin/fragrances/${id}/edit`, editForm("Quokka Racing", { "10ml": 20, "2ml": 10 }, { description: "Edited." }));
    expect(untouched.status).toBe(302);
    expect(await levelsOf(id)).toEqual({ "10ml": 18, "2ml": 10 });
    const counted = await suite.post(`/admin/fragrances/${id}/edit`, editForm("Quokka Racing", { "10ml": 20, "2ml": 10 }, { stock10ml: "25", stockReason10ml: "counted" }));
    expect(counted.status).toBe(302);
    expect((await movementsOf(id)).at(-1)).toMatchObject({ size: "10ml", delta: 7, reason: "counted" });
    expect(await levelsOf(id)).toEqual({ "10ml": 25, "2ml": 10 });
    expect(await ledgerSums(id)).toEqual(await levelsOf(id));
  });

  it("answers bad quantities, reasons, notes or sample prices with 400 beside the field, and writes nothing", async () => {
    const id = await create("Quokka Refused", { stock10ml: "5", stock2ml: "5" });
    const shown = { "10ml": 5, "2ml": 5 };
    const counts = async () => [await db().$count(stockMovements), await db().$count(auditLog), await db().$count(fragrances)];
    const before = await counts();
    const cases: [Record<string, string>, string][] = [
      [{ stock10ml: "-1", stockReason10ml: "damaged" }, "Enter a whole number from 0 to 1,000,000"],
      [{ stock10ml: "1000001", stockReason10ml: "received" }, "Enter a whole number from 0 to 1,000,000"],
      [{ stock10ml: "2.5", stockReason10ml: "counted" }, "Enter a whole number from 0 to 1,000,000"],
      [{ stock10ml: "" }, "Enter a whole number from 0 to 1,000,000"],
      [{ stock2ml: "9", stockReason2ml: "sold" }, "Choose Received, Counted or Damaged"],
      [{ stock2ml: "9" }, "Choose why the quantity changed: Received, Counted or Damaged"],
      [{ stock2ml: "9", stockReason2ml: "received", stockNote2ml: "x".repeat(501) }, "Note must be at most 500 characters"],
      [{ samplePrice: "-5" }, "Sample price: enter an amount in dollars, like 5.00"],
    ];
    for (const [changes, message] of cases) {
      const response = await suite.post(`/admin/fragrances/${id}/edit`, editForm("Quokka Renamed", shown, changes));
      expect(response.status, JSON.stringify(changes)).toBe(400);
      expect(await response.text()).toContain(message);
    }
    const created = await suite.post("/admin/fragrances/new", adminFragranceForm({ name: "Quokka Never", stock2ml: "-3" }));
    expect(created.status).toBe(400);
    expect(await counts()).toEqual(before);
    expect(await levelsOf(id)).toEqual({ "10ml": 5, "2ml": 5 });
    expect((await db().select({ name: fragrances.name }).from(fragrances).where(eq(fragrances.id, id)).get())!.name).toBe("Quokka Refused");
  });
});

describe("back-in-stock e-mails", () => {
  it("a restock from 0 queues one e-mail per waiting sign-up, marks them, and a second save queues none", async () => {
    const id = await create("Quokka Restocked", { stock10ml: "0", stock2ml: "0" });
    const signUps = await db()
      .insert(stockAlerts)
      .values([
        { fragranceId: id, size: "10ml", email: "ana@example.com" },
        { fragranceId: id, size: "10ml", email: "Bo@Example.com" },
        { fragranceId: id, size: "2ml", email: "cy@example.com" },
      ])
      .returning({ id: stockAlerts.id });
    const outbox = () => db().select().from(emailOutbox).where(eq(emailOutbox.kind, "back-in-stock")).orderBy(emailOutbox.id);
    const before = (await outbox()).length;

    const restock = await suite.post(`/admin/fragrances/${id}/edit`, editForm("Quokka Restocked", { "10ml": 0, "2ml": 0 }, { stock10ml: "6", stockReason10ml: "received" }));
    expect(restock.status).toBe(302);
    const queued = (await outbox()).slice(before);
    expect(queued.map((mail) => [mail.messageId, mail.toAddress])).toEqual([
      [`back-in-stock/${signUps[0]!.id}`, "ana@example.com"],
      [`back-in-stock/${signUps[1]!.id}`, "bo@example.com"],
    ]);
    expect(queued[0]).toMatchObject({ subject: "Quokka Restocked is back in stock", status: "pending" });
    expect(queued[0]!.textBody).toContain(`/product/${id}`);
    expect(queued[0]!.textBody).toContain("10 ml roll-on");
    const alerts = await db().select().from(stockAlerts).where(eq(stockAlerts.fragranceId, id)).orderBy(stockAlerts.id);
    expect(alerts.map((alert) => alert.notifiedAt !== null)).toEqual([true, true, false]);

    // Saved again (still in stock), and once more with a higher count: nobody hears twice.
    expect((await suite.post(`/admin/fragrances/${id}/edit`, editForm("Quokka Restocked", { "10ml": 6, "2ml": 0 }))).status).toBe(302);
    expect((await suite.post(`/admin/fragrances/${id}/edit`, editForm("Quokka Restocked", { "10ml": 6, "2ml": 0 }, { stock10ml: "9", stockReason10ml: "counted" }))).status).toBe(302);
    expect((await outbox()).length).toBe(before + 2);

    // The sample's sign-up waits until the sample is on the shelf.
    await suite.post(`/admin/fragrances/${id}/edit`, editForm("Quokka Restocked", { "10ml": 9, "2ml": 0 }, { stock2ml: "3", stockReason2ml: "received" }));
    expect((await outbox()).slice(before + 2).map((mail) => [mail.messageId, mail.toAddress])).toEqual([[`back-in-stock/${signUps[2]!.id}`, "cy@example.com"]]);
    expect((await outbox()).at(-1)!.textBody).toContain("2 ml sample");
    const waiting = await db().select().from(stockAlerts).where(and(eq(stockAlerts.fragranceId, id), sql`${stockAlerts.notifiedAt} is null`));
    expect(waiting).toEqual([]);
  });
});

describe("the admin fragrance table's stock", () => {
  it("shows stock per size and filters low and sold-out sizes, counting a sample only while it is offered", async () => {
    await create("Quokka Low", { stock10ml: "3", stock2ml: "100" });
    await create("Quokka Gone", { stock10ml: "50", stock2ml: "0" });
    await create("Quokka Plenty", { stock10ml: "50", stock2ml: "6" });
    await create("Quokka Unsampled", { stock10ml: "50", stock2ml: "0", samplesOffered: "" });
    const names = async (query: string) => {
      const html = await (await suite.get(`/admin?q=quokka+${query}`)).text();
      return [...html.matchAll(/<span class="font-medium">(Quokka [A-Za-z]+)<\/span>/g)].map((match) => match[1]).sort();
    };
    expect(await names("low")).toEqual(["Quokka Low"]);
    expect(await names("gone&stock=sold-out")).toEqual(["Quokka Gone"]);
    const html = await (await suite.get("/admin?q=quokka&stock=low")).text();
    const low = [...html.matchAll(/<span class="font-medium">(Quokka [A-Za-z]+)<\/span>/g)].map((match) => match[1]);
    expect(low).toContain("Quokka Low");
    expect(low).not.toContain("Quokka Plenty");
    expect(low).not.toContain("Quokka Gone");
    const soldOut = await (await suite.get("/admin?q=quokka&stock=sold-out")).text();
    expect(soldOut).toContain("Quokka Gone");
    expect(soldOut).not.toContain("Quokka Unsampled");
    expect(soldOut).not.toContain("Quokka Low<");
    expect(soldOut).toMatch(/10 ml: 50.*2 ml: 0.*Sold out/s);
    expect(low.length).toBeGreaterThan(0);
    expect(html).toMatch(/10 ml: 3.*Low/s);
    const all = await (await suite.get("/admin?q=quokka&stock=all")).text();
    expect(all).toContain("Quokka Unsampled");
    expect(all).toContain("(not offered)");
    expect(all).toContain('<option value="sold-out"');
  });
});

describe("the Activity view's stock movements", () => {
  it("lists movements newest first with size, signed change, reason, order number and admin, paged", async () => {
    const id = await create("Quokka Ledger", { stock10ml: "8", stock2ml: "0" });
    const { orderId, publicId } = await insertPaidOrder(db());
    await db().insert(stockMovements).values({ fragranceId: id, size: "10ml", delta: -1, reason: "sold", orderId, key: `test-sale-${orderId}` });
    await suite.post(`/admin/fragrances/${id}/edit`, editForm("Quokka Ledger", { "10ml": 7, "2ml": 0 }, { stock10ml: "4", stockReason10ml: "damaged", stockNote10ml: "Leaking caps" }));
    const html = await (await suite.get("/admin/activity?view=stock")).text();
    expect(html).toContain("Stock movements");
    const rows = html.slice(html.indexOf("<tbody"));
    const damaged = rows.indexOf("Leaking caps");
    const sold = rows.indexOf(publicId.slice(0, 8).toUpperCase());
    const opening = rows.indexOf("Opening stock");
    expect(damaged).toBeGreaterThan(-1);
    expect(damaged).toBeLessThan(sold);
    expect(sold).toBeLessThan(opening);
    expect(rows).toContain("−3");
    expect(rows).toContain("Damaged");
    expect(rows).toContain("Sold");
    expect(rows).toContain("+8");
    expect(rows).toContain("Quokka Ledger (#");
    expect(rows).toContain(suite.admin.user.email);
    expect(rows).toContain(`href="/admin/orders/${orderId}"`);
    // The seed's opening stock fills more pages; the pager keeps the view.
    expect(html).toContain('href="/admin/activity?view=stock&amp;page=2"');
    expect((await suite.get("/admin/activity?view=stock&page=2")).status).toBe(200);
  });
});
