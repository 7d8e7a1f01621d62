import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { fragrances, stockLevels, stockMovements } from "../../db/schema";
import { adminSuite } from "../support/admin";

const suite = adminSuite();

const body = {
  name: "Api Amber",
  gender: "male",
  description: "Warm amber and vanilla.",
  price: 4100,
  imageUrl: "/images/fragrances/2/bottle.svg",
  topNotes: ["pink pepper"],
  middleNotes: ["cinnamon"],
  baseNotes: ["amber", "vanilla"],
  inspiration: "Tom Ford Amber Absolute",
  inspirationReleaseYear: 2007,
  featured: true,
};

function call(method: string, path: string, payload?: unknown) {
  return suite.server.fetch(path, {
    method,
    headers: { ...suite.admin.headers, "Content-Type": "application/json" },
    body: payload === undefined ? undefined : typeof payload === "string" ? payload : JSON.stringify(payload),
  });
}

type ApiBody = { id: number; message: string; errors: Record<string, string[] | undefined>; inspiration: string | null };
const readJson = async (response: Response) => (await response.json()) as ApiBody;

const count = () => suite.server.db.$count(fragrances);

describe("admin fragrance API", () => {
  let createdId: number;

  it("POST starts the sizes it names with that stock (received), the others sold out; a bad quantity is 400 and nothing is made", async () => {
    const bad = await call("POST", "/api/fragrances", { ...body, name: "Api Stock Bad", stock: { "10ml": -1 } });
    expect(bad.status).toBe(400);
    expect((await readJson(bad)).errors.stock).toEqual(["Enter a whole number from 0 to 1,000,000"]);
    expect(await suite.server.db.$count(fragrances, eq(fragrances.name, "Api Stock Bad"))).toBe(0);
    const response = await call("POST", "/api/fragrances", { ...body, name: "Api Stock", stock: { "10ml": 20 } });
    expect(response.status).toBe(201);
    const { id } = await readJson(response);
    const levels = await suite.server.db.select().from(stockLevels).where(eq(stockLevels.fragranceId, id));
    expect(levels).toEqual([{ fragranceId: id, size: "10ml", onHand: 20 }]);
    const movements = await suite.server.db.select().from(stockMovements).where(eq(stockMovements.fragranceId, id));
    expect(movements).toEqual([expect.objectContaining({ size: "10ml", delta: 20, reason: "received" })]);
    const sizes = ((await (await suite.server.fetch(`/api/fragrances/${id}`)).json()) as { sizes: { size: string; availability: string }[] }).sizes;
    expect(sizes.map((size) => [size.size, size.availability])).toEqual([
      ["10ml", "in_stock"],
      ["2ml", "sold_out"],
    ]);
    await call("DELETE", `/api/fragrances/${id}`);
  });

  it("POST creates: 201 with the fragrance, unknown fields ignored, derived columns and audit stored", async () => {
    const response = await call("POST", "/api/fragrances", { ...body, id: 5, brand: "Fake", season: "spring", createdAt: 0 });
    expect(response.status).toBe(201);
    const created = await readJson(response);
    createdId = created.id;
    expect(created).toMatchObject({ ...body, id: expect.any(Number) });
    expect(created.id).not.toBe(5);
    expect(created).not.toHaveProperty("searchText");
    expect(response.headers.get("location")).toBe(`/api/fragrances/${created.id}`);
    const stored = await suite.server.db.query.fragrances.findFirst({ where: (f, { eq }) => eq(f.id, created.id) });
    expect(stored).toMatchObject({ brand: "Tom Ford", season: "winter", notesKey: "|pink pepper|cinnamon|amber|vanilla|" });
    const audit = await suite.server.db.query.auditLog.findMany({ where: (a, { eq }) => eq(a.entityId, String(created.id)) });
    expect(audit).toEqual([expect.objectContaining({ action: "create", entity: "fragrance", userId: suite.admin.user.id })]);
  });

  it("POST defaults gender, featured; 400 with field errors for a bad body, nothing written", async () => {
    const { gender: _g, featured: _f, ...rest } = body;
    const defaulted = await call("POST", "/api/fragrances", { ...rest, name: "Api Default" });
    expect(defaulted.status).toBe(201);
    expect(await readJson(defaulted)).toMatchObject({ gender: "unisex", featured: false });

    const before = await count();
    const bad = await call("POST", "/api/fragrances", { ...body, name: "", price: 40.5, topNotes: "lime, basil", baseNotes: [] });
    expect(bad.status).toBe(400);
    const json = await readJson(bad);
    expect(json.message).toBeTruthy();
    expect(json.errors).toMatchObject({
      name: ["Name is required"],
      price: ["Price must be a whole number of cents"],
      baseNotes: ["Enter at least one base note"],
    });
    expect(json.errors.topNotes).toBeUndefined();
    const messages = {
      "not json": "The request body must be valid JSON.",
      "[1,2]": "The request body must be a JSON object.",
      null: "The request body must be a JSON object.",
    };
    for (const [raw, message] of Object.entries(messages)) {
      const response = await call("POST", "/api/fragrances", raw);
      expect(response.status, raw).toBe(400);
      expect((await readJson(response)).message).toBe(message);
    }
    expect(await count()).toBe(before);
  });

  it("POST with a taken name is 409 with a name error", async () => {
    const response = await call("POST", "/api/fragrances", body);
    expect(response.status).toBe(409);
    expect((await readJson(response)).errors).toEqual({ name: ["A fragrance with this name already exists"] });
  });

  it("PATCH changes only the given fields and recomputes derived columns", async () => {
    const response = await call("PATCH", `/api/fragrances/${createdId}`, { topNotes: ["lemon", "sea salt"], baseNotes: ["musk"], middleNotes: ["mint"], price: 3900, role: "admin" });
    expect(response.status).toBe(200);
    const updated = await readJson(response);
    expect(updated).toMatchObject({ ...body, topNotes: ["lemon", "sea salt"], middleNotes: ["mint"], baseNotes: ["musk"], price: 3900 });
    const stored = await suite.server.db.query.fragrances.findFirst({ where: (f, { eq }) => eq(f.id, createdId) });
    expect(stored).toMatchObject({ season: "summer", gender: "male", featured: true, brand: "Tom Ford" });
    const cleared = await readJson(await call("PATCH", `/api/fragrances/${createdId}`, { inspiration: null }));
    expect(cleared.inspiration).toBeNull();
    expect((await suite.server.db.query.fragrances.findFirst({ where: (f, { eq }) => eq(f.id, createdId) }))?.brand).toBeNull();
  });

  it("PATCH answers 400 for bad fields, 404 for unknown ids, 409 for a taken name", async () => {
    const bad = await call("PATCH", `/api/fragrances/${createdId}`, { gender: "kids", inspirationReleaseYear: 1500 });
    expect(bad.status).toBe(400);
    expect((await readJson(bad)).errors).toMatchObject({
      gender: ["Choose For Him, For Her or Unisex"],
      inspirationReleaseYear: ["Release year must be between 1800 and 2100"],
    });
    expect((await call("PATCH", "/api/fragrances/999999", { price: 1 })).status).toBe(404);
    expect((await call("PATCH", "/api/fragrances/abc", { price: 1 })).status).toBe(404);
    const taken = await suite.server.db.query.fragrances.findFirst({ where: (f, { eq }) => eq(f.id, 1) });
    expect((await call("PATCH", `/api/fragrances/${createdId}`, { name: taken!.name })).status).toBe(409);
  });

  it("DELETE removes the fragrance (200), then 404", async () => {
    const response = await call("DELETE", `/api/fragrances/${createdId}`);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ message: "The fragrance has been successfully deleted.", id: createdId });
    expect(await suite.server.db.query.fragrances.findFirst({ where: (f, { eq }) => eq(f.id, createdId) })).toBeUndefined();
    expect((await call("DELETE", `/api/fragrances/${createdId}`)).status).toBe(404);
    const actions = await suite.server.db.query.auditLog.findMany({ where: (a, { eq }) => eq(a.entityId, String(createdId)) });
    expect(actions.map((row) => row.action)).toEqual(["create", "update", "update", "delete"]);
  });

  it("refuses other methods with 405", async () => {
    expect((await call("PUT", "/api/fragrances/1", body)).status).toBe(405);
  });
});
