// The catalogue and what shoppers attach to it: favourites and reviews.
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, GENDERS, SEASONS } from "./columns";
import { users } from "./accounts";

export const fragrances = sqliteTable(
  "fragrances",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    gender: text("gender", { enum: GENDERS }).notNull(),
    description: text("description").notNull(),
    price: integer("price").notNull().default(4000),
    imageUrl: text("image_url").notNull(),
    // Notes are JSON arrays as entered; notes_key and search_text below are the
    // derived forms that filters and search query in SQL.
    topNotes: text("top_notes", { mode: "json" }).$type<string[]>().notNull(),
    middleNotes: text("middle_notes", { mode: "json" }).$type<string[]>().notNull(),
    baseNotes: text("base_notes", { mode: "json" }).$type<string[]>().notNull(),
    inspiration: text("inspiration"),
    inspirationReleaseYear: integer("inspiration_release_year"),
    featured: integer("featured", { mode: "boolean" }).notNull().default(false),
    // The 2 ml sample beside the 10 ml bottle (issue 34): its own price, and
    // whether it is offered at all (an admin may turn it off per fragrance).
    samplePriceCents: integer("sample_price_cents").notNull().default(500),
    samplesOffered: integer("samples_offered", { mode: "boolean" }).notNull().default(true),
    // Derived columns, computed by app/lib/fragrance-derived.ts on every write.
    brand: text("brand"),
    season: text("season", { enum: SEASONS }).notNull(),
    notesKey: text("notes_key").notNull(),
    searchText: text("search_text").notNull(),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [
    uniqueIndex("fragrances_name_unique").on(t.name),
    // The shop's audience tabs list one gender by name: this index hands SQLite
    // the rows already in that order (no sort of the whole gender at 10k rows).
    index("fragrances_gender_name_idx").on(t.gender, t.name),
    index("fragrances_brand_idx").on(t.brand),
    index("fragrances_season_idx").on(t.season),
    index("fragrances_featured_idx").on(t.featured),
    index("fragrances_created_at_idx").on(t.createdAt),
    check("fragrances_gender_check", sql`${t.gender} in ('male', 'female', 'unisex')`),
    check("fragrances_season_check", sql`${t.season} in ('summer', 'spring', 'fall', 'winter')`),
    check("fragrances_price_check", sql`${t.price} >= 0`),
    check("fragrances_name_check", sql`length(${t.name}) between 1 and 255`),
    check(
      "fragrances_year_check",
      sql`${t.inspirationReleaseYear} is null or ${t.inspirationReleaseYear} between 1800 and 2100`,
    ),
  ],
);

export const favorites = sqliteTable(
  "favorites",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fragranceId: integer("fragrance_id")
      .notNull()
      .references(() => fragrances.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("favorites_user_fragrance_unique").on(t.userId, t.fragranceId),
    index("favorites_fragrance_idx").on(t.fragranceId),
  ],
);

export const reviews = sqliteTable(
  "reviews",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    rating: integer("rating").notNull(),
    comment: text("comment").notNull(),
    productName: text("product_name"),
    productId: integer("product_id").references(() => fragrances.id, { onDelete: "set null" }),
    approved: integer("approved", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("reviews_approved_created_idx").on(t.approved, t.createdAt),
    index("reviews_product_idx").on(t.productId),
    check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
    check("reviews_name_check", sql`length(${t.name}) between 1 and 100`),
    check("reviews_email_check", sql`length(${t.email}) <= 255`),
    check(
      "reviews_product_name_check",
      sql`${t.productName} is null or length(${t.productName}) <= 255`,
    ),
  ],
);
