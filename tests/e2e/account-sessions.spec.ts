import { expect, test } from "@playwright/test";
import { withJavaScript } from "./project";
import { PASSWORD, registerThroughPage, uniqueEmail } from "./support-accounts";
import { expectToast } from "./toast";
import { visit } from "./visit";

// Sessions you can see (issue 36): a shopper signed in on two browsers sees
// both on /account and signs the other one out from here.

test("a shopper signed in on two browsers sees both sessions and signs the other one out", { tag: "@core" }, async ({ page, browser, baseURL }) => {
  // Two password hashes (register, log in) on a shared machine.
  test.slow();
  const email = uniqueEmail("two-browsers");
  await registerThroughPage(page, email);

  // A second browser, as the project runs them (scripts on or off), past the welcome popup.
  const other = await browser.newContext({
    baseURL,
    javaScriptEnabled: withJavaScript(),
    storageState: { cookies: [], origins: [{ origin: baseURL!, localStorage: [{ name: "popup_seen", value: "true" }] }] },
  });
  const second = await other.newPage();
  await visit(second, "/login");
  await second.getByLabel("Email").fill(email);
  await second.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await second.getByRole("button", { name: "Log in" }).click();
  await expect(second).toHaveURL(/\/account$/, { timeout: 20_000 });

  const sessions = second.getByRole("list", { name: "Sessions" }).getByRole("listitem");
  await expect(sessions).toHaveCount(2);
  await expect(sessions.filter({ hasText: "This browser" })).toHaveCount(1);
  await expect(sessions.first()).toContainText(/Chrome on Linux|Chromium on Linux/);
  await sessions.filter({ hasNotText: "This browser" }).getByRole("button", { name: /^Sign out/ }).click();
  await expectToast(second, "Session signed out", "That browser is no longer signed in.");
  await expect(sessions).toHaveCount(1);
  await expect(second.getByText("You're signed in on this browser only.")).toBeVisible();

  // The first browser's session has ended: it is asked to log in again.
  await visit(page, "/account");
  await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();
  await other.close();
});

test("a shopper changes their password on /account: a wrong current password is said beside its field", async ({ page }) => {
  test.slow();
  const email = uniqueEmail("change-password");
  await registerThroughPage(page, email);
  await page.getByLabel("Current password").fill("not-my-password");
  await page.getByLabel("New password").fill("orchid-velvet-73");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page).toHaveURL(/\/account\/password$/, { timeout: 20_000 });
  await expect(page.getByText("Current password is incorrect")).toBeVisible();
  await expect(page.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Current password")).toBeFocused();

  await page.getByLabel("Current password").fill(PASSWORD);
  await page.getByLabel("New password").fill("orchid-velvet-73");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page).toHaveURL(/\/account$/, { timeout: 20_000 });
  await expectToast(page, "Password changed", "Your new password is set. Every other session has been signed out.");
});
