import { expect, test, type Page } from "@playwright/test";
import { hydrate, visit } from "./visit";

// The product page greets every visitor with the 'Premium Fragrance' toast,
// which makes it the simplest page to watch a toast's life on.
const title = "Premium Fragrance";

async function openWithToast(page: Page) {
  await page.clock.install();
  await visit(page, "/product/2");
  return toastShown(page);
}

/** The card, once the toast region has loaded and announced it (the card alone may be the pre-load copy). */
async function toastShown(page: Page) {
  await expect(page.getByRole("status").filter({ hasText: title })).toBeAttached();
  const card = page.getByText(title, { exact: true });
  await expect(card).toBeVisible();
  return card;
}

test.describe("toasts @js", () => {
  test("a toast is announced and closes itself after 5 seconds", async ({ page }) => {
    const card = await openWithToast(page);
    await expect(page.getByRole("status").filter({ hasText: title })).toHaveText(
      "Premium Fragrance. Concentrated oil in a 10ml glass roll-on bottle.",
    );
    await page.clock.fastForward(4000);
    await expect(card).toBeVisible();
    await page.clock.fastForward(1500);
    await expect(card).toBeHidden();
  });

  test("a toast waits while the pointer rests on it", async ({ page }) => {
    const card = await openWithToast(page);
    await card.hover();
    await page.clock.fastForward(8000);
    await expect(card).toBeVisible();
    await page.mouse.move(0, 0);
    await page.clock.fastForward(5500);
    await expect(card).toBeHidden();
  });

  test("F8 reaches the notifications, and Escape closes the focused toast", async ({ page }) => {
    const card = await openWithToast(page);
    await page.keyboard.press("F8");
    const region = page.getByRole("region", { name: "Notifications (F8)" });
    await expect(region.getByRole("list")).toBeFocused();
    // Focus inside the toast pauses it, like the pointer does.
    await page.keyboard.press("Tab");
    await page.clock.fastForward(8000);
    await expect(card).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(card).toBeHidden();
    await expect(region.getByRole("list")).toBeFocused();
  });

  test("the close button and a swipe right of more than 50 px close a toast", async ({ page }) => {
    const card = await openWithToast(page);
    await page.getByRole("button", { name: "Close notification" }).click();
    await expect(card).toBeHidden();

    await page.reload();
    // The swipe is the app's: let it take over the reloaded page first.
    await hydrate(page);
    await toastShown(page);
    const box = (await card.boundingBox())!;
    const y = box.y + box.height / 2;
    // A short drag springs back; a long one sends the toast away.
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 50, y, { steps: 5 });
    await page.mouse.up();
    await expect(card).toBeVisible();
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 100, y, { steps: 5 });
    await page.mouse.up();
    await expect(card).toBeHidden();
  });

  test("a toast closed under the pointer does not keep the next one waiting", async ({ page }) => {
    await openWithToast(page);
    // The pointer stays where the close button was; the next toast comes from the keyboard.
    await page.getByRole("button", { name: "Close notification" }).click();
    await page.getByText("Share", { exact: true }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Copy Link" }).focus();
    await page.keyboard.press("Enter");
    const copied = page.getByText("Link copied!", { exact: true });
    await expect(copied).toBeVisible();
    await page.clock.fastForward(5500);
    await expect(copied).toBeHidden();
  });
});
