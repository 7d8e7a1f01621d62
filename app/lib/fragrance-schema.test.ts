import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { EXTERNAL_IMAGE_MESSAGE, fragrancePatchSchema, fragranceSchema, notesSummary, splitNotes } from "./fragrance-schema";

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

const valid = {
  name: " Velvet Rose ",
  description: "A deep rose.",
  price: "4200",
  imageUrl: "/images/fragrances/1/bottle.svg",
  topNotes: "bergamot, , pink pepper ,",
  middleNotes: "rose",
  baseNotes: "oud, amber",
};

describe("fragrance schema", () => {
  it("splits comma-separated notes, trims them and drops empties", () => {
    expect(splitNotes(" a, ,b ,, c ")).toEqual(["a", "b", "c"]);
  });

  it("reads the admin form: defaults gender to unisex and featured to false, ignores unknown fields", () => {
    const submission = parseWithZod(form({ ...valid, role: "admin" }), { schema: fragranceSchema });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toEqual({
      name: "Velvet Rose",
      gender: "unisex",
      description: "A deep rose.",
      price: 4200,
      imageUrl: "/images/fragrances/1/bottle.svg",
      topNotes: ["bergamot", "pink pepper"],
      middleNotes: ["rose"],
      baseNotes: ["oud", "amber"],
      featured: false,
    });
    const featured = parseWithZod(form({ ...valid, featured: "on", gender: "female" }), { schema: fragranceSchema });
    expect(featured.status === "success" && featured.value.featured && featured.value.gender).toBe("female");
  });

  it("gives a message per bad field", () => {
    const submission = parseWithZod(
      form({ ...valid, name: "", price: "12.5", topNotes: " , ", imageUrl: "javascript:alert(1)", inspirationReleaseYear: "1700" }),
      { schema: fragranceSchema },
    );
    expect(submission.status).toBe("error");
    expect(submission.status === "error" ? submission.error : null).toMatchObject({
      name: ["Name is required"],
      price: ["Price must be a whole number of cents"],
      topNotes: ["Enter at least one top note"],
      imageUrl: [EXTERNAL_IMAGE_MESSAGE],
      inspirationReleaseYear: ["Release year must be between 1800 and 2100"],
    });
  });

  it("refuses images from other sites, which the CSP would block, and takes paths on this site", () => {
    const json = { ...valid, price: 4000, topNotes: ["lime"], middleNotes: ["basil"], baseNotes: ["musk"] };
    for (const imageUrl of ["https://cdn.example.com/a.jpg", "http://x.test/a.png", "//cdn.example.com/a.jpg", "data:image/png;base64,AA"]) {
      expect(fragranceSchema.safeParse({ ...json, imageUrl }).error?.issues[0]?.message, imageUrl).toBe(EXTERNAL_IMAGE_MESSAGE);
    }
    expect(fragranceSchema.safeParse({ ...json, imageUrl: "/images/fragrances/1/photo-abcdef12-800.webp" }).success).toBe(true);
  });

  it("takes JSON arrays from the API, and a patch keeps only the given fields", () => {
    const created = fragranceSchema.safeParse({ ...valid, price: 4000, topNotes: [" lime "], middleNotes: ["basil"], baseNotes: ["musk"] });
    expect(created.success && created.data.topNotes).toEqual(["lime"]);
    expect(fragrancePatchSchema.parse({ price: 3900, id: 7, createdAt: "x" })).toEqual({ price: 3900 });
    expect(fragrancePatchSchema.safeParse({ gender: "kids" }).success).toBe(false);
    expect(fragrancePatchSchema.safeParse({ price: "40" }).success).toBe(false);
  });

  it("summarises notes as the first three with an ellipsis when there are more", () => {
    expect(notesSummary({ topNotes: ["a", "b"], middleNotes: ["c"], baseNotes: [] })).toBe("a, b, c");
    expect(notesSummary({ topNotes: ["a", "b"], middleNotes: ["c"], baseNotes: ["d"] })).toBe("a, b, c...");
  });
});
