import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./sessions";
import { PASSWORD, uniqueEmail } from "./support-accounts";
import { visit } from "./visit";
import { withJavaScript } from "./project";

// Issue 35, Scent Rewards: a shopper follows the home banner's button, signs
// in, joins and sees 0 points at Essence; an admin adds 500 points with a
// reason, and the shopper's account shows them with the history line.

// Two signed-in browsers and a real password check on a shared machine.
test.describe.configure({ timeout: 90_000 });
const AUTH_WAIT = { timeout: 20_000 };

test("a shopper joins from the home banner; an admin's adjustment shows on their account", { tag: "@core" }, async ({ page, browser, baseURL }) => {
  const email = uniqueEmail("rewards");
  // The account exists already (through the app's API); the shopper signs in on the page the button leads to.
  const registered = await fetch(`${baseURL}/api/auth/register`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email, password: PASSWORD }) });
  expect(registered.status).toBe(201);

  await visit(page, "/");
  await page.getByRole("region", { name: "Scent Rewards" }).getByRole("link", { name: "Join Scent Rewards" }).click();
  await expect(page.getByRole("tab", { name: "Login" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/account#rewards$/, AUTH_WAIT);

  const rewards = page.getByRole("region", { name: "Scent Rewards" });
  await expect(rewards.getByText("Joining is free.")).toBeVisible();
  await rewards.getByRole("button", { name: "Join Scent Rewards" }).click();
  await expect(page.getByText("Welcome to Scent Rewards").first()).toBeVisible();
  await expect(rewards.getByTestId("rewards-balance")).toHaveText("0 points, worth $0.00");
  await expect(rewards.getByTestId("rewards-tier")).toHaveText("Essence");
  await expect(rewards.getByText("Spend $150.00 more in the next 12 months to reach Aroma")).toBeVisible();

  // The admin, in a browser of their own, run as the project runs it (scripts on or off).
  const adminContext = await browser.newContext({ baseURL, javaScriptEnabled: withJavaScript(), serviceWorkers: "block" });
  try {
    await signInAsAdmin(adminContext, baseURL!);
    const admin = await adminContext.newPage();
    await visit(admin, "/admin/rewards");
    const search = admin.getByRole("search", { name: "Find members" });
    await search.getByLabel("Email").fill(email);
    await search.getByRole("button", { name: "Search" }).click();
    await admin.getByRole("link", { name: email }).click();
    await expect(admin.getByRole("heading", { name: email })).toBeVisible();
    await admin.getByRole("textbox", { name: "Points" }).fill("500");
    await admin.getByRole("textbox", { name: "Reason" }).fill("Welcome gift");
    await admin.getByRole("button", { name: "Adjust Points" }).click();
    await expect(admin.getByTestId("member-balance")).toHaveText("500 points, worth $5.00");
    await expect(admin.getByRole("cell", { name: "Adjusted: Welcome gift" })).toBeVisible();
  } finally {
    await adminContext.close();
  }

  // A fresh load of the account page (the same URL with its #rewards would only scroll).
  await visit(page, "/account");
  await expect(rewards.getByTestId("rewards-balance")).toHaveText("500 points, worth $5.00");
  const line = rewards.getByRole("row").filter({ hasText: "Adjusted: Welcome gift" });
  await expect(line).toContainText("+500");
});
