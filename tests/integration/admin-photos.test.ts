// Admin photos (decision 0036) on the real Node server: uploads of real images
// made here with sharp, through the request guard, the multipart form and the
// disk store beside the test database, then what shoppers and crawlers see.
import { existsSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { NOT_AN_IMAGE, UNREADABLE_IMAGE } from "../../app/lib/photo-schema";
import { EXTERNAL_IMAGE_MESSAGE } from "../../app/lib/fragrance-schema";
import { adminSuite } from "../support/admin";
import { CRAWLER_USER_AGENT, pngSize, readLinkPreview } from "../support/link-preview";

const suite = adminSuite();

/** A landscape photo: left half `left`, right half `right`, so a centred square crop shows both. */
async function photo(format: "jpeg" | "png" | "webp", { width = 1600, height = 1000, left = "#c0392b", right = "#2e86c1" } = {}) {
  const half = await sharp({ create: { width: width / 2, height, channels: 3, background: right } }).png().toBuffer();
  const image = sharp({ create: { width, height, channels: 3, background: left } }).composite([{ input: half, left: width / 2, top: 0 }]);
  return new Uint8Array(await image[format]().toBuffer());
}

function upload(fragranceId: number, bytes: Uint8Array, fileName = "photo.jpg", type = "image/jpeg") {
  const form = new FormData();
  form.append("intent", "upload");
  form.append("photo", new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), fileName);
  return suite.server.fetch(`/admin/fragrances/${fragranceId}/photo`, { method: "POST", body: form, headers: suite.admin.headers });
}

function removePhoto(fragranceId: number) {
  const form = new FormData();
  form.append("intent", "remove");
  return suite.server.fetch(`/admin/fragrances/${fragranceId}/photo`, { method: "POST", body: form, headers: suite.admin.headers });
}

const imageUrlOf = async (id: number) => (await suite.server.db.query.fragrances.findFirst({ where: (f, { eq }) => eq(f.id, id) }))!.imageUrl;
const photoDir = (id: number) => join(dirname(suite.server.databaseUrl.slice("file:".length)), "images", "fragrances", String(id));
const storedFiles = (id: number) => (existsSync(photoDir(id)) ? readdirSync(photoDir(id)).sort() : []);
const srcOf = (html: string, alt: string) => new RegExp(`<img src="([^"]+)"[^>]*alt="${alt}"`).exec(html)?.[1];

async function imageFacts(response: Response) {
  const bytes = Buffer.from(await response.arrayBuffer());
  const { format, width, height } = await sharp(bytes).metadata();
  return { format, width, height };
}

/** The RGB of one pixel of an image. */
async function pixel(bytes: Uint8Array, x: number, y: number) {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 3;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

const near = (actual: number[], expected: number[]) => actual.every((value, index) => Math.abs(value - expected[index]!) < 24);

describe("admin photo upload", () => {
  it("re-encodes a JPEG to square WebPs served with immutable caching, and every page shows it", async () => {
    const id = 3;
    const name = (await suite.server.db.query.fragrances.findFirst({ where: (f, { eq }) => eq(f.id, id) }))!.name;
    // An anonymous visitor's cached product page first (decision 0025): the upload must retire it.
    expect(srcOf(await (await suite.server.fetch(`/product/${id}`)).text(), `${name} roll-on bottle`)).toBe(`/images/fragrances/${id}/bottle.svg`);

    const response = await upload(id, await photo("jpeg"));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/admin/fragrances/${id}/photo`);

    const imageUrl = await imageUrlOf(id);
    expect(imageUrl).toMatch(new RegExp(`^/images/fragrances/${id}/photo-[0-9a-z]+-800\\.webp$`));
    const version = /photo-([0-9a-z]+)-800/.exec(imageUrl)![1]!;
    expect(storedFiles(id)).toEqual([`photo-${version}-400.webp`, `photo-${version}-800.webp`, `photo-${version}-share.jpg`]);

    for (const width of [400, 800]) {
      const file = await suite.server.fetch(`/images/fragrances/${id}/photo-${version}-${width}.webp`);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe("image/webp");
      expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(await imageFacts(file)).toEqual({ format: "webp", width, height: width });
    }
    // Cropped to the centre: red on the left, blue on the right.
    const large = new Uint8Array(await (await suite.server.fetch(imageUrl)).arrayBuffer());
    expect(near(await pixel(large, 100, 400), [0xc0, 0x39, 0x2b])).toBe(true);
    expect(near(await pixel(large, 700, 400), [0x2e, 0x86, 0xc1])).toBe(true);

    // The product page (anonymous, so from the page cache when it can), its srcset and size.
    const product = await (await suite.server.fetch(`/product/${id}`)).text();
    const tag = new RegExp(`<img [^>]*alt="${name} roll-on bottle"[^>]*>`).exec(product)![0];
    expect(tag).toContain(`src="${imageUrl}"`);
    expect(tag).toContain(`srcSet="/images/fragrances/${id}/photo-${version}-400.webp 400w, ${imageUrl} 800w"`);
    expect(tag).toContain('width="600"');
    expect(tag).toContain('height="600"');
    // Cards in the shop, and the JSON API.
    // Cards load the 400 px size, with both sizes in srcset.
    const shop = await (await suite.server.fetch(`/shop?${new URLSearchParams({ search: name })}`)).text();
    expect(shop).toContain(`src="/images/fragrances/${id}/photo-${version}-400.webp" srcSet="/images/fragrances/${id}/photo-${version}-400.webp 400w, ${imageUrl} 800w"`);
    expect(((await (await suite.server.fetch(`/api/fragrances/${id}`)).json()) as { imageUrl: string }).imageUrl).toBe(imageUrl);

    // The share card: a 1200x630 PNG with the photo in the middle, not the bottle.
    const preview = readLinkPreview(await (await suite.server.fetch(`/product/${id}`, { headers: { "User-Agent": CRAWLER_USER_AGENT } })).text());
    expect(new URL(preview.image!).pathname).toBe(`/images/fragrances/${id}/share.png`);
    expect(preview.imageType).toBe("image/png");
    const card = new Uint8Array(await (await suite.server.fetch(`/images/fragrances/${id}/share.png`)).arrayBuffer());
    expect(pngSize(card)).toEqual({ width: 1200, height: 630 });
    expect(near(await pixel(card, 500, 315), [0xc0, 0x39, 0x2b])).toBe(true);
    expect(near(await pixel(card, 700, 315), [0x2e, 0x86, 0xc1])).toBe(true);

    // Recorded like every admin write.
    const audit = await suite.server.db.query.auditLog.findMany({ where: (a, { and, eq }) => and(eq(a.entity, "fragrance"), eq(a.entityId, String(id))) });
    expect(audit.at(-1)).toMatchObject({ action: "update", userId: suite.admin.user.id, details: { name, fields: ["imageUrl"], change: "photo uploaded" } });
  });

  it("sends only the photo's small size to a browser that asks to save data (Lite mode)", async () => {
    const id = 8;
    const name = (await suite.server.db.query.fragrances.findFirst({ where: (f, { eq }) => eq(f.id, id) }))!.name;
    expect((await upload(id, await photo("jpeg"))).status).toBe(302);
    const version = /photo-([0-9a-z]+)-800/.exec(await imageUrlOf(id))![1]!;
    const small = `/images/fragrances/${id}/photo-${version}-400.webp`;
    const imgTag = (html: string) => new RegExp(`<img [^>]*alt="${name} roll-on bottle"[^>]*>`).exec(html)![0];

    const lite = { "Save-Data": "on" };
    const product = imgTag(await (await suite.server.fetch(`/product/${id}`, { headers: lite })).text());
    expect(product).toContain(`src="${small}"`);
    expect(product).not.toContain("srcSet");
    const card = imgTag(await (await suite.server.fetch(`/shop?${new URLSearchParams({ search: name })}`, { headers: lite })).text());
    expect(card).toContain(`src="${small}"`);
    expect(card).not.toContain("srcSet");
    // The same visit without Save-Data offers the large size (so the checks above can fail).
    expect(imgTag(await (await suite.server.fetch(`/product/${id}`)).text())).toContain("800w");
  });

  it("takes PNG and WebP too; a new upload replaces the old files, and Remove photo returns to the bottle", async () => {
    const id = 4;
    expect((await upload(id, await photo("png", { width: 600, height: 900 }), "a.png", "image/png")).status).toBe(302);
    const first = await imageUrlOf(id);
    expect((await upload(id, await photo("webp"), "b.webp", "image/webp")).status).toBe(302);
    const second = await imageUrlOf(id);
    expect(second).not.toBe(first);
    expect(storedFiles(id)).toHaveLength(3);
    expect((await suite.server.fetch(first)).status).toBe(404);
    expect(await imageFacts(await suite.server.fetch(second))).toEqual({ format: "webp", width: 800, height: 800 });

    const removed = await removePhoto(id);
    expect(removed.status).toBe(302);
    expect(await imageUrlOf(id)).toBe(`/images/fragrances/${id}/bottle.svg`);
    expect(storedFiles(id)).toEqual([]);
    expect((await suite.server.fetch(second)).status).toBe(404);
    expect(await (await suite.server.fetch(`/product/${id}`)).text()).toContain(`src="/images/fragrances/${id}/bottle.svg"`);
  });

  it("refuses a text file named .jpg, by its content, next to the field, and writes nothing", async () => {
    const id = 5;
    const before = await imageUrlOf(id);
    const response = await upload(id, new TextEncoder().encode("<svg onload=alert(1)>not a photo</svg>"), "photo.jpg", "image/jpeg");
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(NOT_AN_IMAGE.replace("'", "&#x27;"));
    expect(html).toMatch(/<input[^>]*type="file"[^>]*aria-invalid="true"|<input[^>]*aria-invalid="true"[^>]*type="file"/);
    expect(await imageUrlOf(id)).toBe(before);
    expect(storedFiles(id)).toEqual([]);
  });

  it("refuses a damaged JPEG that starts like one", async () => {
    const id = 5;
    const whole = await photo("jpeg");
    const response = await upload(id, whole.subarray(0, Math.floor(whole.length / 3)));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(UNREADABLE_IMAGE);
    expect(storedFiles(id)).toEqual([]);
  });

  it("refuses a file over 5 MB with a field error, and a body over 8 MiB with a 413 page", async () => {
    const id = 5;
    const big = new Uint8Array(5.5 * 1024 * 1024);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const overLimit = await upload(id, big);
    expect(overLimit.status).toBe(400);
    expect(await overLimit.text()).toContain("The photo is larger than 5 MB. Choose a smaller file.");

    const huge = new Uint8Array(9 * 1024 * 1024);
    huge.set([0xff, 0xd8, 0xff, 0xe0]);
    const refused = await upload(id, huge);
    expect(refused.status).toBe(413);
    expect(await refused.text()).toContain("The request body is larger than 8 MiB.");
    expect(storedFiles(id)).toEqual([]);
    // Other forms keep their 128 KiB multipart limit.
    const form = new FormData();
    form.append("photo", new Blob([huge.subarray(0, 200 * 1024)]), "x.jpg");
    const elsewhere = await suite.server.fetch("/admin/fragrances/5/edit", { method: "POST", body: form, headers: suite.admin.headers });
    expect(elsewhere.status).toBe(413);
  });

  it("answers 404 for a photo that does not exist or a name that is not a photo's", async () => {
    for (const path of ["/images/fragrances/5/photo-abcdef12-800.webp", "/images/fragrances/5/photo-abcdef12-999.webp", "/images/fragrances/5/..%2Fshop.db"]) {
      expect((await suite.server.fetch(path)).status, path).toBeGreaterThanOrEqual(400);
      expect((await suite.server.fetch(path)).status, path).toBeLessThan(500);
    }
  });

  it("refuses an image URL from another site in the fragrance form, which the CSP would block", async () => {
    const fragrance = (await suite.server.db.query.fragrances.findFirst({ where: (f, { eq }) => eq(f.id, 6) }))!;
    const response = await suite.post("/admin/fragrances/6/edit", {
      name: fragrance.name,
      gender: fragrance.gender,
      description: fragrance.description,
      price: String(fragrance.price),
      imageUrl: "https://cdn.example.com/bottle.jpg",
      topNotes: fragrance.topNotes.join(", "),
      middleNotes: fragrance.middleNotes.join(", "),
      baseNotes: fragrance.baseNotes.join(", "),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(EXTERNAL_IMAGE_MESSAGE.replaceAll("'", "&#x27;"));
    expect(await imageUrlOf(6)).toBe(fragrance.imageUrl);
  });

  it("is for admins only", async () => {
    const response = await suite.server.fetch("/admin/fragrances/5/photo", { method: "POST", body: new FormData() });
    expect([302, 401, 403]).toContain(response.status);
    expect(storedFiles(5)).toEqual([]);
  });
});
