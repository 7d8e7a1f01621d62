import { eq, inArray } from "drizzle-orm";
import { runBatch, type Db } from "../../db/client";
import { auditLog, shopSettings } from "../../db/schema";
import { DEFAULT_TIER_THRESHOLDS, type TierThresholds } from "~/lib/rewards";
import { DEFAULT_SHIPPING_RATES, type ShippingRates } from "~/lib/shipping-rates";
import { STATE_CODES, type StateCode } from "~/lib/us-states";

// The shop's settings, one row per key, read through typed defaults: a key
// with no row (a fresh shop) or a value of the wrong shape reads as its
// default, so no setting is ever missing or mistyped at checkout.

const SHIPPING_KEYS = {
  standardCents: "shipping.standard_cents",
  expressCents: "shipping.express_cents",
  freeStandardFromCents: "shipping.free_standard_from_cents",
} as const satisfies Record<keyof ShippingRates, string>;

const isCents = (value: unknown): value is number => typeof value === "number" && Number.isSafeInteger(value) && value >= 0;

export async function getShippingRates({ db }: { db: Db }): Promise<ShippingRates> {
  const rows = await db
    .select({ key: shopSettings.key, value: shopSettings.value })
    .from(shopSettings)
    .where(inArray(shopSettings.key, Object.values(SHIPPING_KEYS)))
    .all();
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const standard = stored.get(SHIPPING_KEYS.standardCents);
  const express = stored.get(SHIPPING_KEYS.expressCents);
  const freeFrom = stored.get(SHIPPING_KEYS.freeStandardFromCents) ?? null;
  return {
    standardCents: isCents(standard) ? standard : DEFAULT_SHIPPING_RATES.standardCents,
    expressCents: isCents(express) ? express : DEFAULT_SHIPPING_RATES.expressCents,
    freeStandardFromCents: isCents(freeFrom) ? freeFrom : DEFAULT_SHIPPING_RATES.freeStandardFromCents,
  };
}

/** Stores all three prices in one batch with the audit entry naming the ones that changed. */
export async function saveShippingRates({ db, rates, adminId }: { db: Db; rates: ShippingRates; adminId: number }) {
  const before = await getShippingRates({ db });
  const changed = (Object.keys(SHIPPING_KEYS) as (keyof ShippingRates)[]).filter((key) => before[key] !== rates[key]);
  if (changed.length === 0) return { changed };
  const updatedAt = new Date();
  const writes = changed.map((key) => {
    const value = rates[key];
    // "Off" (null) is the threshold's default: no row says so.
    if (value === null) return db.delete(shopSettings).where(eq(shopSettings.key, SHIPPING_KEYS[key]));
    return db
      .insert(shopSettings)
      .values({ key: SHIPPING_KEYS[key], value, updatedAt, updatedBy: adminId })
      .onConflictDoUpdate({ target: shopSettings.key, set: { value, updatedAt, updatedBy: adminId } });
  });
  await runBatch(db, [
    db.insert(auditLog).values({ userId: adminId, action: "update", entity: "settings", entityId: null, details: { name: "Shipping", fields: changed, before, after: rates } }),
    ...writes,
  ]);
  return { changed };
}

const REWARD_KEYS = {
  aromaFromCents: "rewards.aroma_from_cents",
  elixirFromCents: "rewards.elixir_from_cents",
} as const satisfies Record<keyof TierThresholds, string>;

/** The spend over 12 months that reaches Aroma and Elixir (decision 0052); the defaults when unset or out of order. */
export async function getTierThresholds({ db }: { db: Db }): Promise<TierThresholds> {
  const rows = await db
    .select({ key: shopSettings.key, value: shopSettings.value })
    .from(shopSettings)
    .where(inArray(shopSettings.key, Object.values(REWARD_KEYS)))
    .all();
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const aroma = stored.get(REWARD_KEYS.aromaFromCents);
  const elixir = stored.get(REWARD_KEYS.elixirFromCents);
  const thresholds = {
    aromaFromCents: isCents(aroma) && aroma > 0 ? aroma : DEFAULT_TIER_THRESHOLDS.aromaFromCents,
    elixirFromCents: isCents(elixir) ? elixir : DEFAULT_TIER_THRESHOLDS.elixirFromCents,
  };
  return thresholds.elixirFromCents > thresholds.aromaFromCents ? thresholds : DEFAULT_TIER_THRESHOLDS;
}

/** Stores both thresholds in one batch with the audit entry naming the ones that changed. */
export async function saveTierThresholds({ db, thresholds, adminId }: { db: Db; thresholds: TierThresholds; adminId: number }) {
  const before = await getTierThresholds({ db });
  const changed = (Object.keys(REWARD_KEYS) as (keyof TierThresholds)[]).filter((key) => before[key] !== thresholds[key]);
  if (changed.length === 0) return { changed };
  const updatedAt = new Date();
  await runBatch(db, [
    db.insert(auditLog).values({ userId: adminId, action: "update", entity: "settings", entityId: null, details: { name: "Scent Rewards", fields: changed, before, after: thresholds } }),
    // Both keys, so the pair stored is always the pair the admin saw checked.
    ...(Object.keys(REWARD_KEYS) as (keyof TierThresholds)[]).map((key) =>
      db
        .insert(shopSettings)
        .values({ key: REWARD_KEYS[key], value: thresholds[key], updatedAt, updatedBy: adminId })
        .onConflictDoUpdate({ target: shopSettings.key, set: { value: thresholds[key], updatedAt, updatedBy: adminId } }),
    ),
  ]);
  return { changed };
}

const TAX_STATES_KEY = "tax.registered_states";

/** The states the shop is registered to collect sales tax in (issue 39): none on a fresh shop, as with Stripe Tax. */
export async function getTaxRegistrations({ db }: { db: Db }): Promise<StateCode[]> {
  const row = await db.select({ value: shopSettings.value }).from(shopSettings).where(eq(shopSettings.key, TAX_STATES_KEY)).get();
  const value: unknown = row?.value;
  return Array.isArray(value) ? STATE_CODES.filter((code) => value.includes(code)) : [];
}

/** Stores the states with the audit entry naming the ones added and removed. */
export async function saveTaxRegistrations({ db, states, adminId }: { db: Db; states: readonly StateCode[]; adminId: number }) {
  const before = await getTaxRegistrations({ db });
  const after = STATE_CODES.filter((code) => states.includes(code));
  const added = after.filter((code) => !before.includes(code));
  const removed = before.filter((code) => !after.includes(code));
  if (added.length === 0 && removed.length === 0) return { added, removed };
  const updatedAt = new Date();
  await runBatch(db, [
    db.insert(auditLog).values({ userId: adminId, action: "update", entity: "settings", entityId: null, details: { name: "Sales tax", fields: ["registeredStates"], before, after } }),
    db
      .insert(shopSettings)
      .values({ key: TAX_STATES_KEY, value: after, updatedAt, updatedBy: adminId })
      .onConflictDoUpdate({ target: shopSettings.key, set: { value: after, updatedAt, updatedBy: adminId } }),
  ]);
  return { added, removed };
}
