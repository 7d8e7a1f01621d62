import { expect, test, type Page } from "@playwright/test";
import { totpCode } from "../support/two-factor";
import { enrolAdminEmail } from "./admin-two-factor";
import { visit } from "./visit";

// Issue 36's story: an admin who has not set up two-factor signs in, is made
// to enrol (the code computed here from the secret the page shows), saves the
// recovery codes, and from then on signs in with a code, or, phone lost, with
// a recovery code that works once. One admin per project (tests/e2e/admin-two-factor.ts).

async function logInWithPassword(page: Page, email: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(process.env.E2E_ADMIN_PASSWORD!);
  await page.getByRole("button", { name: "Log in" }).click();
}

async function enterCode(page: Page, code: string) {
  await expect(page.getByText("Enter the 6-digit code from your authenticator app")).toBeVisible();
  await page.getByLabel("Code", { exact: true }).fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
}

async function logOut(page: Page) {
  await visit(page, "/account");
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page.getByText("You have been logged out successfully.").first()).toBeVisible();
}

test("an admin is made to enrol, then signs in with a code, and with a recovery code that works once", { tag: "@core" }, async ({ page }) => {
  test.setTimeout(60_000);
  const email = enrolAdminEmail(test.info().project.name);

  // The admin panel asks for a sign-in, then for two-factor before any admin page.
  await visit(page, "/admin/orders");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Forders/);
  await logInWithPassword(page, email);
  await expect(page).toHaveURL(/\/account\/two-factor\?redirectTo=%2Fadmin%2Forders/);
  await expect(page.getByText("Administrators must set up two-factor authentication before they can use the admin panel.")).toBeVisible();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();

  // The phone's app, played by the test: the code from the secret shown.
  const secret = (await page.getByTestId("totp-secret").textContent())!.replace(/\s/g, "");
  await page.getByLabel("6-digit code").fill(totpCode(secret));
  await page.getByRole("button", { name: "Turn on two-factor authentication" }).click();
  await expect(page.getByRole("heading", { name: "Save your recovery codes" })).toBeVisible();
  const codes = await page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem").allTextContents();
  expect(codes).toHaveLength(10);
  await page.getByRole("link", { name: "I have saved my codes, continue" }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
  await logOut(page);

  // Password, then a code. The enrolment's code was this step's: the app's next one is accepted (one step of drift).
  await visit(page, "/login");
  await logInWithPassword(page, email);
  await enterCode(page, totpCode(secret, Date.now() + 30_000));
  await expect(page.getByText("Welcome back!").first()).toBeVisible();
  await visit(page, "/admin");
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
  await logOut(page);

  // Phone lost: a recovery code gets in once.
  await visit(page, "/login");
  await logInWithPassword(page, email);
  await enterCode(page, codes[0]!);
  await expect(page.getByText("Welcome back!").first()).toBeVisible();
  await logOut(page);
  await visit(page, "/login");
  await logInWithPassword(page, email);
  await enterCode(page, codes[0]!);
  await expect(page.getByText("That code is not right, or it was already used.")).toBeVisible();
  await expect(page.getByText("Enter the 6-digit code from your authenticator app")).toBeVisible();
});
