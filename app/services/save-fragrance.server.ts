import { backInStockEmail } from "~/lib/emails/back-in-stock";
import { splitFragranceForm, type FragranceFormInput, type StockFormValue } from "~/lib/fragrance-schema";
import { siteConfigFrom } from "~/lib/site";
import { SIZES, type Size } from "~/lib/sizes";
import { createFragrance, updateFragrance, type StockSave } from "~/models/admin-fragrance.server";
import { logOf, type ServiceContext } from "./service-context";

/** Names are unique in the catalogue: the message beside the name field (forms and JSON API alike). */
export const DUPLICATE_NAME = "A fragrance with this name already exists";

export type SaveFragranceResult = { ok: true; fragranceId: number } | { ok: false; reason: "duplicate-name" | "not-found" | "failed" };

/**
 * The add and edit forms' save, with the values the route validated: creates
 * the fragrance, or with `fragranceId` replaces all its fields (the form holds
 * every field, so an emptied optional field is cleared). Each write is
 * audit-logged. A database error is logged and answered "failed".
 *
 * Stock (issue 34): a new fragrance's quantities start its ledger. On edit a
 * size the admin changed is set to the quantity given, in one movement of the
 * difference from what the shelf holds as the batch runs; a size left as the
 * page showed it writes nothing, so a sale meanwhile stands. Every size the
 * save leaves on the shelf e-mails its waiting sign-ups, once each, in the
 * same batch (`origin` is for the e-mail's link to the product page).
 */
export async function saveFragrance(
  context: Pick<ServiceContext, "db" | "env" | "outbox" | "log">,
  { adminId, fragranceId, values, origin }: { adminId: number; fragranceId?: number; values: FragranceFormInput; origin: string },
): Promise<SaveFragranceResult> {
  const { fragrance, sample, stock } = splitFragranceForm(values);
  try {
    if (!fragranceId) {
      const openingStock = Object.fromEntries(SIZES.map((size) => [size, stock[size].quantity]));
      const created = await createFragrance({ db: context.db, userId: adminId, input: fragrance, sample, openingStock });
      return created.ok ? { ok: true, fragranceId: created.fragrance.id } : created;
    }
    const site = siteConfigFrom({ brandName: context.env.brandName, contactEmail: context.env.contactEmail });
    const stockSave: StockSave = {
      set: SIZES.filter((size) => changedByAdmin(stock[size])).map((size) => stockChange(size, stock[size])),
      backInStock: SIZES.map((size) => ({
        size,
        email: backInStockEmail({ ...site, fragranceName: fragrance.name, size, productUrl: `${origin}/product/${fragranceId}` }),
      })),
    };
    const updated = await updateFragrance({
      db: context.db,
      userId: adminId,
      fragranceId,
      changes: { ...fragrance, inspiration: fragrance.inspiration ?? null, inspirationReleaseYear: fragrance.inspirationReleaseYear ?? null },
      sample,
      stock: stockSave,
    });
    if (updated.ok && updated.emailsQueued) context.outbox.queued = true;
    return updated.ok ? { ok: true, fragranceId: updated.fragrance.id } : updated;
  } catch (error) {
    logOf(context).error({ err: error }, "saving a fragrance failed");
    return { ok: false, reason: "failed" };
  }
}

/** A quantity other than the one the page showed; without the page's value (a post not made by the form), any quantity is set. */
function changedByAdmin(value: StockFormValue): boolean {
  return value.shown === undefined || value.quantity !== value.shown;
}

/** Without a reason (only a post not made by the form can leave it out) a quantity set counts as counted. */
function stockChange(size: Size, value: StockFormValue): StockSave["set"][number] {
  return { size, target: value.quantity, reason: value.reason ?? "counted", note: value.note };
}
