import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { passkeys, users } from "../../db/schema";
import { eq } from "drizzle-orm";
import { e2eDb, signInAsCustomer } from "./sessions";
import { PASSWORD, uniqueEmail } from "./support-accounts";
import { expectToast } from "./toast";
import { hydrate, visit } from "./visit";
import { withJavaScript } from "./project";

// Passkeys with Chromium's virtual authenticator (the DevTools protocol's
// WebAuthn domain): one added on /account is carried to a fresh browser and
// signs in there with no e-mail typed; without JavaScript there are no passkey
// buttons, removing one still works, and so does the password.

const AUTH_WAIT = { timeout: 20_000 };

/**
 * Where passkeys can work: WebAuthn binds a passkey to a host name, and an IP
 * address is not one, so the Workers projects' http://127.0.0.1:<port> is
 * reached as http://localhost:<port> (the same server; localhost is a secure
 * context and a valid relying party id).
 */
function passkeyOrigin(baseURL: string) {
  const url = new URL(baseURL);
  if (url.hostname === "127.0.0.1") url.hostname = "localhost";
  return url.origin;
}

/** A browser of its own on that origin, as a returning visitor (no welcome popup). */
function freshContext(browser: Browser, origin: string) {
  return browser.newContext({
    baseURL: origin,
    javaScriptEnabled: true,
    serviceWorkers: "block",
    storageState: { cookies: [], origins: [{ origin, localStorage: [{ name: "popup_seen", value: "true" }] }] },
  });
}

/** A platform authenticator with resident keys and user verification, answering every prompt at once. */
async function virtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { cdp, authenticatorId };
}

test.describe("passkeys", () => {
  test.describe.configure({ timeout: 90_000 });

  test("a shopper adds a passkey, signs in with it in a fresh browser, then removes it @js", { tag: "@core" }, async ({ browser, baseURL }) => {
    const origin = passkeyOrigin(baseURL!);
    const first = await freshContext(browser, origin);
    await signInAsCustomer(first, origin);
    const page = await first.newPage();
    const { cdp, authenticatorId } = await virtualAuthenticator(first, page);

    await visit(page, "/account");
    const section = page.getByRole("region", { name: "Passkeys" });
    await expect(section.getByText("You have no passkeys yet.")).toBeVisible();
    await section.getByRole("button", { name: "Add a passkey" }).click();
    await expect(section.getByText("Please name this passkey")).toBeVisible();
    await section.getByLabel("Passkey name").fill("Test phone");
    await section.getByRole("button", { name: "Add a passkey" }).click();
    await expectToast(page, "Passkey added", "You can now sign in with “Test phone”.");
    await expect(section.getByText("Test phone")).toBeVisible();
    await expect(section.getByText("Never used")).toBeVisible();
    const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.isResidentCredential).toBe(true);
    // Gone from this browser before it signs out: the login screen's autofill
    // would otherwise sign straight back in with it.
    await cdp.send("WebAuthn.removeVirtualAuthenticator", { authenticatorId });
    await page.getByRole("button", { name: "Log out" }).click();
    await expectToast(page, "Logged out");
    await first.close();

    // Another browser, holding only the passkey: no e-mail, no password. This
    // one has no passkey autofill (conditional UI), so the button does it.
    const second = await freshContext(browser, origin);
    await second.addInitScript(() => Object.defineProperty(PublicKeyCredential, "isConditionalMediationAvailable", { value: undefined }));
    const login = await second.newPage();
    const carried = await virtualAuthenticator(second, login);
    await carried.cdp.send("WebAuthn.addCredential", { authenticatorId: carried.authenticatorId, credential: credentials[0]! });
    await visit(login, "/login");
    await login.getByLabel("Email").fill("typed-before@example.com");
    await login.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expectToast(login, "Login successful", "Welcome back!");
    await expect(login).toHaveURL(/\/account$/, AUTH_WAIT);
    const passkeysHere = login.getByRole("region", { name: "Passkeys" });
    await expect(passkeysHere.getByText("Last used")).toBeVisible();
    await passkeysHere.getByRole("button", { name: "Remove passkey Test phone" }).click();
    await expectToast(login, "Passkey removed");
    await expect(passkeysHere.getByText("You have no passkeys yet.")).toBeVisible();

    // Removed: the browser still offers it, and the login screen says why it fails.
    await second.clearCookies();
    await visit(login, "/login");
    await login.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(login.getByRole("alert").filter({ hasText: "This passkey is not registered with us" })).toBeVisible();
    await expect(login.getByRole("button", { name: "Log in" })).toBeVisible();
    await second.close();
  });

  test("the e-mail field offers the passkey (conditional UI), and picking it signs in @js", async ({ browser, baseURL }) => {
    const origin = passkeyOrigin(baseURL!);
    const context = await freshContext(browser, origin);
    await signInAsCustomer(context, origin);
    const page = await context.newPage();
    await virtualAuthenticator(context, page);
    await visit(page, "/account");
    const section = page.getByRole("region", { name: "Passkeys" });
    await section.getByLabel("Passkey name").fill("Laptop");
    await section.getByRole("button", { name: "Add a passkey" }).click();
    await expectToast(page, "Passkey added");

    // Signed out; the virtual authenticator picks the offered passkey at once,
    // so the visit alone signs in.
    await context.clearCookies();
    await visit(page, "/login");
    await expectToast(page, "Login successful", "Welcome back!");
    await expect(page.getByRole("region", { name: "Passkeys" }).getByText("Last used")).toBeVisible();
    await context.close();
  });

  test("removing a passkey works without JavaScript, which shows no passkey buttons; the password still signs in", async ({ page, context, baseURL }) => {
    const email = uniqueEmail("passkey-plain");
    await signInAsCustomer(context, baseURL!, email);
    const db = await e2eDb();
    const user = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).get();
    // A passkey added earlier (its key never checked here: removing needs none).
    await db.insert(passkeys).values({ id: `e2e-${Date.now()}`, userId: user!.id, publicKey: "AQID", name: "Old key" });

    await visit(page, "/account");
    const section = page.getByRole("region", { name: "Passkeys" });
    await expect(section.getByText("Old key")).toBeVisible();
    if (withJavaScript()) {
      await expect(section.getByRole("button", { name: "Add a passkey" })).toBeVisible();
    } else {
      await expect(section.getByText("Adding a passkey needs JavaScript.")).toBeVisible();
      await expect(section.getByRole("button", { name: "Add a passkey" })).toHaveCount(0);
    }
    await section.getByRole("button", { name: "Remove passkey Old key" }).click();
    await expectToast(page, "Passkey removed", "“Old key” can no longer sign in to your account.");
    await expect(section.getByText("You have no passkeys yet.")).toBeVisible();
    expect(await db.select().from(passkeys).where(eq(passkeys.userId, user!.id))).toEqual([]);

    await page.getByRole("button", { name: "Log out" }).click();
    await expectToast(page, "Logged out");
    if (withJavaScript()) await hydrate(page);
    await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toHaveCount(withJavaScript() ? 1 : 0);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    await expectToast(page, "Login successful", "Welcome back!");
    await expect(page.getByRole("region", { name: "Passkeys" })).toBeVisible(AUTH_WAIT);
  });
});
