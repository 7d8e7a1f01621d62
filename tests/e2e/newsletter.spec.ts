import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./sessions";
import { expectToast } from "./toast";
import { visit } from "./visit";

test.describe("home newsletter", () => {
  test("a shopper subscribes (twice, harmlessly) and gets the thank-you toast", { tag: "@core" }, async ({ page }) => {
    const email = `fan-${test.info().project.name}@example.com`;
    for (let round = 0; round < 2; round++) {
      await visit(page, "/");
      const form = page.getByRole("region", { name: "Join Our Newsletter" });
      await form.getByLabel("Email address").fill(email);
      await form.getByRole("button", { name: "Subscribe" }).click();
      await expectToast(page, "Thank you for subscribing!");
      // In a landmark, with or without JavaScript, so it can be found (and axe's "region" rule holds).
      await expect(page.getByRole("region", { name: /^Notifications/ }).getByText("Thank you for subscribing!")).toBeVisible();
      await expect(page.getByRole("region", { name: "Join Our Newsletter" }).getByLabel("Email address")).toHaveValue("");
    }
  });

  test("an address without a dot after the @ gets 'Invalid email'", async ({ page }) => {
    await visit(page, "/");
    const form = page.getByRole("region", { name: "Join Our Newsletter" });
    await form.getByLabel("Email address").fill("fan@example");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expectToast(page, "Invalid email", "Please enter a valid email address.");
  });

  test("an admin finds a new subscriber on the Subscribers tab and in the CSV download", { tag: "@core" }, async ({ page, context, baseURL }) => {
    const email = `csv-${test.info().project.name}-${Date.now().toString(36)}@example.com`;
    await visit(page, "/");
    const form = page.getByRole("region", { name: "Join Our Newsletter" });
    await form.getByLabel("Email address").fill(email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expectToast(page, "Thank you for subscribing!");

    await signInAsAdmin(context, baseURL!);
    await visit(page, "/admin/subscribers");
    await expect(page.getByRole("cell", { name: email, exact: true })).toBeVisible();
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile(await file.path(), "utf8")).split("\r\n");
    expect(lines[0]).toBe("email,source,subscribed_at (America/Denver)");
    expect(lines.find((line) => line.startsWith(`${email},`))).toMatch(/^[^,]+,[a-z-]+,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});
