import { expect, test } from "@playwright/test";
import { visit } from "./visit";

test.describe("hostile requests", () => {
  test("a malformed address shows the shop's own 400 page, with a way home", async ({ page }) => {
    // The root error boundary renders this page, so there is no hydration mark to wait for;
    // with scripts, the page must still read the same once they have run.
    const response = await page.goto("/product/%E0%A4%A", { waitUntil: "networkidle" });
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1, name: "Error 400" })).toBeVisible();
    await expect(page.getByText("This address is not valid.")).toBeVisible();
    // The reference a shopper can quote is this request's id, as in the shop's log (issue 37).
    const requestId = response!.headers()["x-request-id"];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    await expect(page.getByText(`Reference: ${requestId}`)).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: /^Cart, 0 items$/ })).toBeVisible();
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Discover Your Signature Scent" })).toBeVisible();
  });

  test("a theme switch with an off-site redirectTo stays on the shop", async ({ page, baseURL }) => {
    await visit(page, "/faq");
    // The switch's form as a crafted page would post it.
    await page.evaluate(() => {
      const input = document.querySelector<HTMLInputElement>("form[action='/resources/theme'] input[name=redirectTo]")!;
      input.value = "/%5Cevil.example";
    });
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  });
});
