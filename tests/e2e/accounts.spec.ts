import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { PASSWORD, uniqueEmail } from "./support-accounts";
import { visit } from "./visit";

// Logging in costs a real password hash; on a busy 2-core machine that can take a few seconds.
const AUTH_WAIT = { timeout: 20_000 };

test.describe("accounts", () => {
  // Multi-step flows with real password checks on a shared 2-core machine.
  test.describe.configure({ timeout: 90_000 });
  test("a new shopper registers, sees the account page, logs out and logs back in", { tag: "@core" }, async ({ page }) => {
    const email = uniqueEmail("reg");
    await visit(page, "/login");
    await expect(page.getByRole("heading", { name: "Account", exact: true })).toBeVisible();
    await expect(page.getByText("Log in or create an account to save your favorite fragrances")).toBeVisible();
    await page.getByRole("tab", { name: "Register" }).click();
    await expect(page).toHaveURL(/tab=register/);

    await page.getByLabel("First name").fill("Ivy");
    await page.getByLabel("Last name").fill("Stone");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Create Account" }).click();

    await expect(page).toHaveURL(/\/account$/, AUTH_WAIT);
    await expect(page.getByText("Registration successful").first()).toBeVisible();
    await expect(page.getByText("Your account has been created.").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Ivy Stone" })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole("heading", { name: "My Favorites" })).toBeVisible();
    await expect(page.getByText("You haven't added any fragrances to your favorites yet.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse Fragrances" })).toHaveAttribute("href", "/shop");
    await expect(page.getByRole("banner").getByRole("link", { name: "Account" })).toBeVisible();

    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page.getByText("You have been logged out successfully.").first()).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Login" })).toBeVisible();

    await page.getByLabel("Email").fill(email.toUpperCase());
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByText("Welcome back!").first()).toBeVisible(AUTH_WAIT);
    await expect(page.getByRole("heading", { name: "Ivy Stone" })).toBeVisible();
  });

  test("bad input shows the spec's messages next to the fields", async ({ page }) => {
    await visit(page, "/login?tab=register");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Password", { exact: true }).fill("short");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");

    await page.getByRole("tab", { name: "Login" }).click();
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Please enter your password")).toBeVisible();
  });

  test("wrong credentials say 'Login failed' without telling whether the e-mail exists", async ({ page, request }) => {
    const email = uniqueEmail("wrong");
    await request.post("/api/auth/register", { data: { email, password: PASSWORD } });
    for (const tryEmail of [email, uniqueEmail("nobody")]) {
      await visit(page, "/login");
      await page.getByLabel("Email").fill(tryEmail);
      await page.getByLabel("Password", { exact: true }).fill("not-the-password");
      await page.getByRole("button", { name: "Log in" }).click();
      const alert = page.getByRole("alert").filter({ hasText: "Login failed" });
      await expect(alert).toContainText("Invalid email or password.", AUTH_WAIT);
      // The failure has no field of its own: focus goes to the alert, with JavaScript or without.
      await expect(alert).toBeFocused();
    }
  });

  test("registering an e-mail twice gives a field error", async ({ page, request }) => {
    const email = uniqueEmail("twice");
    await request.post("/api/auth/register", { data: { email, password: PASSWORD } });
    await visit(page, "/login?tab=register");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("An account with this email already exists.")).toBeVisible(AUTH_WAIT);
  });

  test("the password field has a show/hide toggle @js", async ({ page }) => {
    await visit(page, "/login");
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("secret-123");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");
  });
});

test.describe("accessibility", () => {
  // Multi-step flows with real password checks on a shared 2-core machine.
  test.describe.configure({ timeout: 90_000 });
  test("the account screen and the sign-up dialog have no axe violations @js", async ({ page }) => {
    for (const path of ["/login", "/login?tab=register"]) {
      await visit(page, path);
      const results = await new AxeBuilder({ page }).include("main").analyze();
      expect(results.violations.map((violation) => violation.id), path).toEqual([]);
    }
    await visit(page, "/shop");
    await page.locator("article").first().getByRole("button", { name: /to favorites$/ }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    const dialog = await new AxeBuilder({ page }).include("[role=dialog]").analyze();
    expect(dialog.violations.map((violation) => violation.id)).toEqual([]);
  });
});
