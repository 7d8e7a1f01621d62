import { expect, test, type Page } from "@playwright/test";
import { PASSWORD, registerThroughPage, uniqueEmail } from "./support-accounts";
import { visit } from "./visit";
import { withJavaScript } from "./project";

// Logins cost a real password hash, and the machine is shared: allow for slow answers.
const AUTH_WAIT = { timeout: 20_000 };

/** The name and id of the nth card on the current listing. */
async function cardAt(page: Page, index: number) {
  const card = page.locator("article").nth(index);
  const link = card.getByRole("heading").getByRole("link");
  const name = (await link.textContent())!.trim();
  const id = Number((await link.getAttribute("href"))!.split("/").pop());
  return { card, name, id };
}

test.describe("favourites", () => {
  // Multi-step flows with real password checks on a shared 2-core machine.
  test.describe.configure({ timeout: 90_000 });
  test("a signed-in shopper favourites from the shop and the product page and manages them on the account page", { tag: "@core" }, async ({ page }) => {
    await registerThroughPage(page, uniqueEmail("fav"));
    await visit(page, "/shop");
    const first = await cardAt(page, 0);
    await first.card.getByRole("button", { name: `Add ${first.name} to favorites` }).click();
    await expect(page.getByText("Fragrance added to your favorites.").first()).toBeVisible(AUTH_WAIT);
    await expect(first.card.getByRole("button", { name: `Remove ${first.name} from favorites` })).toHaveAttribute("aria-pressed", "true", AUTH_WAIT);
    await expect(page).toHaveURL(/\/shop$/);

    const second = await cardAt(page, 1);
    await visit(page, `/product/${second.id}`);
    await page.getByRole("button", { name: `Add ${second.name} to favorites` }).click();
    await expect(page.getByText("Fragrance added to your favorites.").first()).toBeVisible(AUTH_WAIT);
    await expect(page.getByRole("button", { name: `Remove ${second.name} from favorites` })).toContainText("Saved to Favorites", AUTH_WAIT);

    await visit(page, "/account");
    const favorites = page.locator("#favorites");
    await expect(favorites.getByRole("heading", { name: first.name })).toBeVisible();
    await expect(favorites.getByRole("heading", { name: second.name })).toBeVisible();

    await favorites.getByRole("button", { name: `Remove ${first.name} from favorites` }).click();
    await expect(page.getByText("Fragrance removed from your favorites.").first()).toBeVisible(AUTH_WAIT);
    await expect(favorites.getByRole("heading", { name: first.name })).toHaveCount(0, AUTH_WAIT);
    await favorites.getByRole("button", { name: `Remove ${second.name} from favorites` }).click();
    await expect(page.getByText("You haven't added any fragrances to your favorites yet.")).toBeVisible(AUTH_WAIT);
  });

  test("a guest who taps a favourite is asked to sign in and, after logging in, has it saved on the same page", async ({ page, request }) => {
    const email = uniqueEmail("guest");
    await request.post("/api/auth/register", { data: { email, password: PASSWORD } });
    await visit(page, "/shop/female");
    const first = await cardAt(page, 0);
    await first.card.getByRole("button", { name: `Add ${first.name} to favorites` }).click();

    if (withJavaScript()) {
      // With JavaScript: the 'Save Your Favorites' dialog, nothing sent yet.
      const dialog = page.getByRole("dialog", { name: "Save Your Favorites" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("tab", { name: "Create Account" })).toBeVisible();
      await dialog.getByRole("tab", { name: "Sign In" }).click();
      await dialog.getByLabel("Email").fill(email);
      await dialog.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await dialog.getByRole("button", { name: "Log in" }).click();
      await expect(dialog).toBeHidden(AUTH_WAIT);
    } else {
      // Without JavaScript: the login screen with a return address and the favourite.
      await expect(page).toHaveURL(new RegExp(`/login\\?redirectTo=%2Fshop%2Ffemale&favorite=${first.id}$`));
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await page.getByRole("button", { name: "Log in" }).click();
    }

    await expect(page).toHaveURL(/\/shop\/female$/, AUTH_WAIT);
    await expect(page.getByText("Fragrance added to your favorites.").first()).toBeVisible(AUTH_WAIT);
    await expect(page.getByRole("banner").getByRole("link", { name: "Account" })).toBeVisible();
    await expect(
      page.locator("article").first().getByRole("button", { name: `Remove ${first.name} from favorites` }),
    ).toBeVisible();
  });

  test("the sign-up dialog creates an account and saves the favourite, or lets the guest keep browsing @js", async ({ page }) => {
    await visit(page, "/");
    const first = await cardAt(page, 0);
    const toggle = first.card.getByRole("button", { name: `Add ${first.name} to favorites` });
    await toggle.click();
    const dialog = page.getByRole("dialog", { name: "Save Your Favorites" });
    await dialog.getByRole("button", { name: "Continue browsing without account" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();

    await toggle.click();
    await expect(dialog.getByRole("tab", { name: "Create Account" })).toHaveAttribute("aria-selected", "true");
    await dialog.getByLabel("Email").fill("not-an-email");
    await dialog.getByLabel("Password", { exact: true }).fill("short");
    await dialog.getByRole("button", { name: "Create Account" }).click();
    await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();
    await expect(dialog.getByText("Password must be at least 8 characters")).toBeVisible();

    await dialog.getByLabel("Email").fill(uniqueEmail("dialog"));
    await dialog.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await dialog.getByRole("button", { name: "Create Account" }).click();
    await expect(dialog).toBeHidden(AUTH_WAIT);
    await expect(page).toHaveURL(/\/$/);
    await expect(first.card.getByRole("button", { name: `Remove ${first.name} from favorites` })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Account" })).toBeVisible();
  });
});
