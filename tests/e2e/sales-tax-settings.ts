import { expect, type Page } from "@playwright/test";
import { expectToast } from "./toast";
import { visit } from "./visit";

/**
 * An admin ticks a state on the settings page's Sales tax section. Specs that
 * need tax use Washington: every other spec ships to Denver in the shared shop.
 */
export async function collectSalesTaxIn(adminPage: Page, state: string) {
  await visit(adminPage, "/admin/settings");
  const section = adminPage.getByRole("region", { name: "Sales tax" });
  await section.getByRole("checkbox", { name: state }).check();
  await section.getByRole("button", { name: "Save Sales Tax States" }).click();
  await expectToast(adminPage, "Settings saved");
  await expect(adminPage.getByRole("region", { name: "Sales tax" }).getByRole("checkbox", { name: state })).toBeChecked();
}
