import { expect, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import { rewardMembers, rewardPoints, users } from "../../db/schema";
import { addToCartDirectly, fillCheckout } from "./checkout-form";
import { e2eDb, signInAsCustomer } from "./sessions";
import { uniqueEmail } from "./support-accounts";
import { visit } from "./visit";

// Issue 35, Scent Rewards at checkout: a member with points types 500 in
// "Points to spend", presses its Apply, sees $5.00 off the total, places the
// order and finds the points on the order page. With JavaScript and without;
// not @core, so it stays off the Workers projects (its points are arranged in
// the Node server's database file).

test("a member spends 500 points at checkout and the order page shows them", async ({ page, context, baseURL }) => {
  const email = uniqueEmail("points");
  await signInAsCustomer(context, baseURL!, email);
  const db = await e2eDb();
  const user = (await db.select({ id: users.id }).from(users).where(eq(users.email, email)).get())!;
  await db.insert(rewardMembers).values({ userId: user.id });
  await db.insert(rewardPoints).values({ userId: user.id, delta: 1000, kind: "adjusted", note: "Browser test" });
  await addToCartDirectly(page, 1);

  await visit(page, "/checkout");
  // The button's name is its total for the ticked shipping method (the other's is hidden).
  const placeOrder = (total: string) => page.getByRole("button", { name: `Place Order - ${total}`, exact: true });
  await expect(placeOrder("$45.00")).toBeVisible();
  await fillCheckout(page, { email });
  const points = page.getByLabel("Points to spend");
  await points.fill("500");
  await points.locator("xpath=following-sibling::button").click();
  await expect(page.getByText("500 points applied: $5.00 off.")).toBeVisible();
  await expect(placeOrder("$40.00")).toBeVisible();

  await placeOrder("$40.00").click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f]{32}$/, { timeout: 15_000 });
  // The order page, not the checkout it replaces (whose summary has a totals block per shipping method).
  await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
  const totals = page.getByTestId("order-totals");
  await expect(totals.getByText("Scent Rewards points (500)")).toBeVisible();
  await expect(totals).toContainText("-$5.00");
  await expect(totals).toContainText("$40.00");
});
