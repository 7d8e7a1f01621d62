import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { signInAsAdmin } from "./sessions";
import { expectToast } from "./toast";
import { visit } from "./visit";

// Admin photos (decision 0036) through the real form, with and without
// JavaScript, on Node (files under the data directory) and on Workers (the
// Images binding and the local R2 of wrangler dev). Each test adds its own
// fragrance through the admin API and deletes it (with its photo) afterwards.

type Created = { id: number; name: string };
let created: Created | null = null;

async function addFragrance(page: Page, baseURL: string): Promise<Created> {
  const name = `Photo Study ${test.info().project.name} ${Date.now().toString(36)}`;
  const response = await page.request.post("/api/fragrances", {
    headers: { Origin: baseURL },
    data: {
      name,
      gender: "unisex",
      description: "A fragrance for the photo upload test.",
      price: 4000,
      imageUrl: "/images/fragrances/1/bottle.svg",
      topNotes: ["bergamot"],
      middleNotes: ["iris"],
      baseNotes: ["musk"],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  // Its own generated bottle, as a fragrance has before any photo.
  const own = await page.request.patch(`/api/fragrances/${id}`, { headers: { Origin: baseURL }, data: { imageUrl: `/images/fragrances/${id}/bottle.svg` } });
  expect(own.status()).toBe(200);
  return { id, name };
}

test.afterEach(async ({ page, baseURL }) => {
  if (created) await page.request.delete(`/api/fragrances/${created.id}`, { headers: { Origin: baseURL! } });
  created = null;
});

/**
 * A 1200x900 JPEG of noise, about 1 MB like a real photo: well over the
 * 128 KiB other forms may post, so the upload's own limit is what lets it in
 * (with JavaScript it goes to the route's `.data` URL). The page must show it
 * cropped to a square.
 */
async function photoFile() {
  const width = 1200;
  const height = 900;
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index++) pixels[index] = (index * 7919 + (index >> 5) * 104729) % 251;
  const buffer = await sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
  expect(buffer.byteLength).toBeGreaterThan(256 * 1024);
  return { name: "bottle-photo.jpg", mimeType: "image/jpeg", buffer };
}

test.describe("admin photos", () => {
  test("an admin uploads a photo, the product page and shop show it, and Remove Photo brings back the bottle", { tag: "@core" }, async ({ page, context, baseURL }) => {
    await signInAsAdmin(context, baseURL!);
    created = await addFragrance(page, baseURL!);
    const { id, name } = created;

    await visit(page, `/admin/fragrances/${id}/edit`);
    await page.getByRole("link", { name: "Upload or remove a photo" }).click();
    await expect(page.getByRole("heading", { name: `Photo of ${name}` })).toBeVisible();
    await page.getByLabel("Photo", { exact: true }).setInputFiles(await photoFile());
    await page.getByRole("button", { name: "Upload Photo" }).click();
    await expectToast(page, "Photo saved");
    await expect(page.getByRole("img", { name: `Current photo of ${name}` })).toBeVisible();

    // The shopper's product page shows the photo, decoded as the square the markup promises.
    await visit(page, `/product/${id}`);
    const image = page.getByRole("img", { name: `${name} roll-on bottle` });
    await expect(image).toHaveAttribute("src", new RegExp(`^/images/fragrances/${id}/photo-[0-9a-z]+-800\\.webp$`));
    await expect(image).toHaveAttribute("width", "600");
    await expect(image).toHaveAttribute("height", "600");
    // Loaded from one of the photo's sizes, and square (srcset scales naturalWidth to the `sizes` width).
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete && img.naturalWidth > 0 ? `${new URL(img.currentSrc).pathname} ${img.naturalWidth / img.naturalHeight}` : "loading")))
      .toMatch(new RegExp(`^/images/fragrances/${id}/photo-[0-9a-z]+-(400|800)\\.webp 1$`));
    const photoUrl = await image.getAttribute("src");
    const file = await page.request.get(photoUrl!);
    expect(file.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

    // Cards in the shop (found by name).
    await visit(page, `/shop?${new URLSearchParams({ search: name })}`);
    await expect(page.getByRole("img", { name: `${name} roll-on bottle` })).toHaveAttribute("srcset", new RegExp(`photo-[0-9a-z]+-400\\.webp 400w`));

    // Back to the generated bottle.
    await visit(page, `/admin/fragrances/${id}/photo`);
    await page.getByRole("button", { name: "Remove Photo" }).click();
    await expectToast(page, "Photo removed");
    await expect(page.getByRole("img", { name: `Generated bottle of ${name}` })).toBeVisible();
    await visit(page, `/product/${id}`);
    await expect(page.getByRole("img", { name: `${name} roll-on bottle` })).toHaveAttribute("src", `/images/fragrances/${id}/bottle.svg`);
    expect((await page.request.get(photoUrl!)).status()).toBe(404);
  });

  test("a file that is not an image gets its message next to the field, which takes focus", async ({ page, context, baseURL }) => {
    await signInAsAdmin(context, baseURL!);
    created = await addFragrance(page, baseURL!);
    await visit(page, `/admin/fragrances/${created.id}/photo`);
    await page.getByLabel("Photo", { exact: true }).setInputFiles({ name: "holiday.jpg", mimeType: "image/jpeg", buffer: Buffer.from("this is not a picture") });
    await page.getByRole("button", { name: "Upload Photo" }).click();
    await expect(page.getByText("This file is not a JPEG, PNG or WebP image. Choose a photo in one of those formats.")).toBeVisible();
    await expect(page.getByLabel("Photo", { exact: true })).toBeFocused();
    await expect(page.getByLabel("Photo", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await visit(page, `/product/${created.id}`);
    await expect(page.getByRole("img", { name: `${created.name} roll-on bottle` })).toHaveAttribute("src", `/images/fragrances/${created.id}/bottle.svg`);
  });

  // axe runs inside the page, so this needs scripts.
  test("the photo page with a field message has no detectable accessibility violations @js", async ({ page, context, baseURL }) => {
    await signInAsAdmin(context, baseURL!);
    created = await addFragrance(page, baseURL!);
    await visit(page, `/admin/fragrances/${created.id}/photo`);
    await page.getByRole("button", { name: "Upload Photo" }).click();
    await expect(page.getByText("Choose a photo to upload")).toBeVisible();
    const results = await new AxeBuilder({ page }).include("main").analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
});
