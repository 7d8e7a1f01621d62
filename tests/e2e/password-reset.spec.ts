import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { desc, eq } from "drizzle-orm";
import { emailOutbox } from "../../db/schema";
import { e2eDb } from "./sessions";
import { PASSWORD, uniqueEmail } from "./support-accounts";
import { expectToast } from "./toast";
import { visit } from "./visit";

// Real password hashes (register, reset, log in) on a shared 2-core machine.
const AUTH_WAIT = { timeout: 20_000 };
const NEW_PASSWORD = "a-brand-new-secret";

/** The link in the newest reset e-mail to this address, read from the run's outbox. */
async function resetLinkFor(email: string) {
  const db = await e2eDb();
  const row = await db
    .select({ text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email.toLowerCase()))
    .orderBy(desc(emailOutbox.id))
    .get();
  const link = row?.text.match(/Choose a new password: (\S+)/)?.[1];
  if (!link) throw new Error(`no reset e-mail for ${email}`);
  return new URL(link);
}

test.describe("password reset", () => {
  test.describe.configure({ timeout: 90_000 });

  test("a shopper who forgot their password gets a link, sets a new one and logs in with it", async ({ page, request }) => {
    const email = uniqueEmail("forgot");
    expect((await request.post("/api/auth/register", { data: { email, password: PASSWORD } })).status()).toBe(201);

    await visit(page, "/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();

    // Bad input first: the field's message, nothing sent.
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "we've sent a link" })).toHaveText(
      `If an account exists for ${email}, we've sent a link to reset your password. The link works for 1 hour.`,
    );

    // The e-mail's link, on this server's origin.
    const link = await resetLinkFor(email);
    await visit(page, link.pathname + link.search);
    await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
    await page.getByLabel("New password").fill("short");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
    await page.getByLabel("New password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Set new password" }).click();

    await expect(page).toHaveURL(/\/account$/, AUTH_WAIT);
    await expectToast(page, "Password updated", "Your new password is set and you are logged in.");
    await expect(page.getByRole("heading", { name: email })).toBeVisible();

    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page.getByText("You have been logged out successfully.").first()).toBeVisible();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Login failed" })).toContainText("Invalid email or password.", AUTH_WAIT);
    await page.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByText("Welcome back!").first()).toBeVisible(AUTH_WAIT);
    await expect(page.getByRole("heading", { name: email })).toBeVisible();

    // The link worked once: opened again it says so and offers a new one.
    await visit(page, link.pathname + link.search);
    await expect(page.getByRole("heading", { name: "This link no longer works" })).toBeVisible();
    await page.getByRole("link", { name: "Request a new link" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test("an e-mail without an account gets the same answer", async ({ page }) => {
    const email = uniqueEmail("nobody");
    await visit(page, "/forgot-password");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "we've sent a link" })).toHaveText(
      `If an account exists for ${email}, we've sent a link to reset your password. The link works for 1 hour.`,
    );
    await expect(resetLinkFor(email)).rejects.toThrow("no reset e-mail");
  });

  test("the 'Save Your Favorites' sign-in dialog offers 'Forgot password?' too @js", async ({ page }) => {
    await visit(page, "/shop");
    await page.locator("article").first().getByRole("button", { name: /to favorites$/ }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("tab", { name: "Sign In" }).click();
    await dialog.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  });

  test("the forgot and reset pages have no axe violations @js", async ({ page }) => {
    for (const path of ["/forgot-password", "/reset-password?token=unknown"]) {
      await visit(page, path);
      const results = await new AxeBuilder({ page }).include("main").analyze();
      expect(results.violations.map((violation) => violation.id), path).toEqual([]);
    }
  });
});
