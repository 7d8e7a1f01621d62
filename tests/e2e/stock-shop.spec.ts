// What the shopper sees of stock before the cart (issue 34): a fragrance whose
// 10 ml bottle is sold out says so on its page and its card, offers "Email me
// when it's back" (scripts on and off), and a size ticked before the scripts
// arrive keeps its price once they have.
import { expect, test, type Page } from "@playwright/test";
import { sql } from "drizzle-orm";
import { e2eDb } from "./sessions";
import { withJavaScript } from "./project";
import { visit } from "./visit";

// Fragrances no other browser test opens, one per test and project (they run at once).
const SIGN_UP_TEST = 117;
const FILTER_TEST = 115;
const fragranceFor = (base: number) => base + (withJavaScript() ? 0 : 1);

/** Sets the 10 ml bottle's on-hand through the ledger (the trigger keeps stock_levels and retires cached pages). */
async function setBottleStock(fragranceId: number, onHand: number) {
  const db = await e2eDb();
  const row = await db.get<{ on_hand: number }>(sql`select on_hand from stock_levels where fragrance_id = ${fragranceId} and size = '10ml'`);
  const delta = onHand - (row?.on_hand ?? 0);
  if (delta === 0) return;
  await db.run(
    sql`insert into stock_movements (fragrance_id, size, delta, reason) values (${fragranceId}, '10ml', ${delta}, ${delta < 0 ? "damaged" : "received"})`,
  );
}

let restock: { id: number; onHand: number } | null = null;
test.afterEach(async () => {
  if (restock) await setBottleStock(restock.id, restock.onHand);
  restock = null;
});

/** Sells out the fragrance's 10 ml bottle for this test (given back after it); its name. */
async function soldOutBottle(id: number) {
  const db = await e2eDb();
  const row = await db.get<{ on_hand: number; name: string }>(
    sql`select s.on_hand as on_hand, f.name as name from fragrances f join stock_levels s on s.fragrance_id = f.id and s.size = '10ml' where f.id = ${id}`,
  );
  restock = { id, onHand: row!.on_hand };
  await setBottleStock(id, 0);
  return row!.name;
}

const sizeRadio = (page: Page, name: RegExp) => page.getByRole("radio", { name });

test("a sold-out bottle says so on its card and its page, and the shopper can ask to be told when it is back", async ({ page }) => {
  const id = fragranceFor(SIGN_UP_TEST);
  const name = await soldOutBottle(id);

  await visit(page, `/shop?search=${encodeURIComponent(name)}`);
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });
  await expect(card.getByText("Sold out")).toBeVisible();
  await expect(card.getByRole("button", { name: `Add to Cart: ${name}` })).toHaveCount(0);
  await card.getByRole("link", { name: `View ${name} (sold out)` }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  if (withJavaScript()) await visit(page, `/product/${id}`);
  const main = page.getByRole("main");
  await expect(sizeRadio(page, /10 ml roll-on/)).toBeChecked();
  await expect(main.getByText("Sold out").first()).toBeVisible();
  await expect(main.getByRole("button", { name: "Add to Cart", exact: true })).toBeHidden();
  const signUp = main.getByRole("region", { name: "Email me when it's back" });
  await expect(signUp).toBeVisible();

  // A bad address is refused next to the field, and nothing is stored.
  const email = signUp.getByRole("textbox", { name: "Email" });
  await email.fill("shopper@example");
  await signUp.getByRole("button", { name: "Email me when it's back" }).click();
  await expect(main.getByText("Please enter a valid email address.")).toBeVisible();
  await expect(main.getByRole("textbox", { name: "Email" })).toHaveValue("shopper@example");

  const address = `back-${withJavaScript() ? "js" : "nojs"}-${Date.now()}@example.com`;
  await main.getByRole("textbox", { name: "Email" }).fill(address);
  await main.getByRole("button", { name: "Email me when it's back" }).click();
  await expect(main.getByRole("status").filter({ hasText: "We'll e-mail you when it's back." })).toBeVisible();
  const db = await e2eDb();
  const rows = await db.all<{ email: string }>(sql`select email from stock_alerts where fragrance_id = ${id} and size = '10ml' and email = ${address}`);
  expect(rows).toHaveLength(1);

  // The sample is still on the shelf: ticking it shows its price and Add to Cart instead of the sign-up.
  await sizeRadio(page, /2 ml sample/).check();
  await expect(main.getByTestId("sample-price")).toBeVisible();
  await expect(main.getByTestId("product-price")).toBeHidden();
  await expect(main.getByRole("button", { name: "Add to Cart", exact: true })).toBeVisible();
  await expect(main.getByRole("region", { name: "Email me when it's back" })).toBeHidden();
});

test("the product page offers both sizes, the 10 ml ticked, and the price follows the ticked size", async ({ page }) => {
  await visit(page, "/product/3");
  const main = page.getByRole("main");
  await expect(sizeRadio(page, /10 ml roll-on/)).toBeChecked();
  await expect(main.getByTestId("product-price")).toHaveText("$40.00");
  await expect(main.getByTestId("sample-price")).toBeHidden();
  await sizeRadio(page, /2 ml sample/).check();
  await expect(main.getByTestId("sample-price")).toHaveText("$5.00");
  await expect(main.getByTestId("product-price")).toBeHidden();
  await expect(main.getByText("2ml Sample")).toBeVisible();
  await expect(main.getByRole("button", { name: "Add to Cart", exact: true })).toBeVisible();
});

test("a sample ticked before the scripts arrive stays ticked, with its price, once they have @js", async ({ page }) => {
  // The scripts are held back until the shopper has chosen (as on a slow phone).
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/build\/.*\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  await page.goto("/product/3");
  const main = page.getByRole("main");
  await sizeRadio(page, /2 ml sample/).check();
  await expect(main.getByTestId("sample-price")).toBeVisible();

  await page.keyboard.press("Shift");
  release();
  await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1, { timeout: 20_000 });
  await expect(sizeRadio(page, /2 ml sample/)).toBeChecked();
  await expect(sizeRadio(page, /10 ml roll-on/)).not.toBeChecked();
  await expect(main.getByTestId("sample-price")).toHaveText("$5.00");
  await expect(main.getByTestId("product-price")).toBeHidden();
});

test("In stock only leaves a sold-out bottle out of the shop, and its chip takes the filter off", async ({ page }) => {
  const name = await soldOutBottle(fragranceFor(FILTER_TEST));
  await visit(page, `/shop?search=${encodeURIComponent(name)}`);
  const heading = page.getByRole("heading", { level: 3, name, exact: true });
  await expect(heading).toBeVisible();
  const box = page.locator("#filters").getByRole("checkbox", { name: "In stock only" });
  if (withJavaScript()) await box.check();
  else {
    await page.goto(`/shop?search=${encodeURIComponent(name)}#filters`);
    await box.check();
    await page.locator("#filters").getByRole("button", { name: "Apply" }).click();
  }
  await expect(page).toHaveURL(/[?&]stock=in\b/);
  await expect(heading).toHaveCount(0);
  await page.getByRole("link", { name: "Remove In stock only" }).click();
  await expect(page).not.toHaveURL(/stock=in/);
  await expect(heading).toBeVisible();
});
