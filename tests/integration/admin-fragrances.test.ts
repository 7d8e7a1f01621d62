import { describe, expect, it } from "vitest";
import { deriveFragranceColumns } from "../../app/lib/fragrance-derived";
import { favorites, reviews } from "../../db/schema";
import { ADMIN_FORM_STOCK_FIELDS, adminSuite, userWithSession } from "../support/admin";

const suite = adminSuite();

const fields = {
  name: "Salt Meadow",
  gender: "female",
  description: "Sea air over wild grass.",
  price: "4500",
  imageUrl: "/images/fragrances/1/bottle.svg",
  topNotes: "sea salt, , lemon ",
  middleNotes: "jasmine",
  baseNotes: "musk, ambergris",
  inspiration: "Jo Malone Wood Sage & Sea Salt",
  inspirationReleaseYear: "2014",
  featured: "on",
  ...ADMIN_FORM_STOCK_FIELDS,
};

function post(path: string, values: Record<string, string>) {
  return suite.server.fetch(path, { method: "POST", body: new URLSearchParams(values), headers: suite.admin.headers });
}

const byName = (name: string) => suite.server.db.query.fragrances.findFirst({ where: (f, { eq }) => eq(f.name, name) });
const auditFor = (entityId: string) =>
  suite.server.db.query.auditLog.findMany({ where: (a, { and, eq }) => and(eq(a.entity, "fragrance"), eq(a.entityId, entityId)) });

describe("admin fragrance forms", () => {
  it("creates a fragrance from the plain form, with derived columns, an audit row and a success toast", async () => {
    const response = await post("/admin/fragrances/new", { ...fields, redirectTo: "/admin?tab=female", role: "admin" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin?tab=female");
    const stored = await byName("Salt Meadow");
    expect(stored).toMatchObject({
      gender: "female",
      price: 4500,
      topNotes: ["sea salt", "lemon"],
      middleNotes: ["jasmine"],
      baseNotes: ["musk", "ambergris"],
      inspirationReleaseYear: 2014,
      featured: true,
      ...deriveFragranceColumns({ ...stored!, inspiration: fields.inspiration }),
    });
    expect(stored?.season).toBe("summer");
    expect(stored?.brand).toBe("Jo Malone");
    const audit = await auditFor(String(stored!.id));
    expect(audit).toEqual([expect.objectContaining({ action: "create", userId: suite.admin.user.id })]);

    // The toast travels in a flash cookie to the next page.
    const cookie = response.headers.get("set-cookie")!.split(";")[0]!;
    const list = await suite.server.fetch("/admin?tab=female", { headers: { ...suite.admin.headers, Cookie: cookie } });
    const html = await list.text();
    expect(html).toContain("Success!");
    expect(html).toContain("Fragrance has been created.");
    // The shop shows it at once.
    expect(await (await suite.server.fetch(`/product/${stored!.id}`)).text()).toContain("Salt Meadow");
  });

  it("defaults gender to unisex and featured to false", async () => {
    const { gender: _g, featured: _f, ...rest } = fields;
    await post("/admin/fragrances/new", { ...rest, name: "Plain Default" });
    expect(await byName("Plain Default")).toMatchObject({ gender: "unisex", featured: false });
  });

  it("shows a message beside each bad field, with status 400, and writes nothing", async () => {
    const before = await suite.server.db.$count((await import("../../db/schema")).fragrances);
    const response = await post("/admin/fragrances/new", { ...fields, name: "", price: "12.50", topNotes: " , " });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Name is required");
    expect(html).toContain("Price must be a whole number of cents");
    expect(html).toContain("Enter at least one top note");
    expect(html).toContain('value="12.50"');
    expect(await suite.server.db.$count((await import("../../db/schema")).fragrances)).toBe(before);
  });

  it("refuses a duplicate name as a field error, not a 500", async () => {
    const existing = await suite.server.db.query.fragrances.findFirst({ where: (f, { eq }) => eq(f.id, 2) });
    const response = await post("/admin/fragrances/new", { ...fields, name: existing!.name });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("A fragrance with this name already exists");
  });

  it("edits a fragrance: stored fields, derived columns, updated_at and an audit row", async () => {
    const before = await suite.server.db.query.fragrances.findFirst({ where: (f, { eq }) => eq(f.id, 3) });
    const response = await post("/admin/fragrances/3/edit", {
      ...fields,
      name: "Renamed Three",
      gender: "male",
      topNotes: "cinnamon",
      middleNotes: "tobacco",
      baseNotes: "vanilla",
      inspiration: "",
      inspirationReleaseYear: "",
      featured: "",
      redirectTo: "/admin?page=1",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin?page=1");
    const after = await suite.server.db.query.fragrances.findFirst({ where: (f, { eq }) => eq(f.id, 3) });
    expect(after).toMatchObject({
      name: "Renamed Three",
      gender: "male",
      season: "winter",
      brand: null,
      inspiration: null,
      inspirationReleaseYear: null,
      featured: false,
      notesKey: "|cinnamon|tobacco|vanilla|",
    });
    expect(after!.searchText).toContain("renamed three");
    expect(after!.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime());
    expect((await auditFor("3")).map((row) => row.action)).toEqual(["update"]);
    const page = await suite.server.fetch("/admin/fragrances/3/edit", { headers: suite.admin.headers });
    expect(await page.text()).toContain('value="Renamed Three"');
  });

  it("answers 404 for an unknown fragrance", async () => {
    expect((await suite.server.fetch("/admin/fragrances/999999/edit", { headers: suite.admin.headers })).status).toBe(404);
    expect((await suite.server.fetch("/admin/fragrances/999999/delete", { headers: suite.admin.headers })).status).toBe(404);
  });

  it("deletes after the confirmation page: favourites go, reviews keep their text without the link", async () => {
    const confirm = await suite.server.fetch("/admin/fragrances/4/delete?redirectTo=%2Fadmin%3Ftab%3Dmale", { headers: suite.admin.headers });
    expect(await confirm.text()).toContain("Are you sure you want to delete this fragrance?");
    const shopper = await userWithSession(suite.server.db, "customer");
    await suite.server.db.insert(favorites).values({ userId: shopper.user.id, fragranceId: 4 });
    await suite.server.db.insert(reviews).values({ name: "Bea", email: "bea@example.com", rating: 5, comment: "Lovely scent all day.", productId: 4 });

    const response = await post("/admin/fragrances/4/delete", { redirectTo: "/admin?tab=male" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin?tab=male");
    const cookie = response.headers.get("set-cookie")!.split(";")[0]!;
    const html = await (await suite.server.fetch("/admin?tab=male", { headers: { ...suite.admin.headers, Cookie: cookie } })).text();
    expect(html).toContain("Fragrance deleted");
    expect(html).toContain("The fragrance has been successfully deleted.");

    expect(await suite.server.db.query.fragrances.findFirst({ where: (f, { eq }) => eq(f.id, 4) })).toBeUndefined();
    expect(await suite.server.db.query.favorites.findMany({ where: (f, { eq }) => eq(f.fragranceId, 4) })).toEqual([]);
    const review = await suite.server.db.query.reviews.findFirst({ where: (r, { eq }) => eq(r.name, "Bea") });
    expect(review).toMatchObject({ comment: "Lovely scent all day.", productId: null });
    expect((await auditFor("4")).map((row) => row.action)).toEqual(["delete"]);
    expect((await suite.server.fetch("/product/4")).status).toBe(404);
  });

  it("answers the dialog's fetcher post with success data and the toast cookie instead of a redirect", async () => {
    const response = await post("/admin/fragrances/new.data", { ...fields, name: "Dialog Made", via: "dialog" });
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toMatch(/^toast=/);
    expect(await response.text()).toContain("success");
    expect(await byName("Dialog Made")).toMatchObject({ gender: "female" });
  });

  it("keeps a posted redirect inside the admin panel", async () => {
    const response = await post("/admin/fragrances/new", { ...fields, name: "Redirect Check", redirectTo: "https://evil.example/" });
    expect(response.headers.get("location")).toBe("/admin");
  });

  it("lists by gender tab, paginated", async () => {
    const html = await (await suite.server.fetch("/admin?tab=male&page=2", { headers: suite.admin.headers })).text();
    expect(html).toMatch(/aria-current="page"[^>]*>For Him</);
    expect(html).toContain("Page 2 of");
    expect(html).not.toContain(">For Her</td>");
  });
});
