import AxeBuilder from "@axe-core/playwright";
import { createCookie } from "@remix-run/node";
import { expect, test, type BrowserContext } from "@playwright/test";
import { ageVerification } from "../support/session-age";
import { e2eDb, signInAsAdmin } from "./sessions";
import { expectToast } from "./toast";
import { visit } from "./visit";
import { withJavaScript } from "./project";

// Not @core: it ages the session in the Node server's database, which the
// Workers projects only read (tests/e2e/sessions.ts).

/** The session token the browser context's __session cookie carries. */
async function sessionToken(context: BrowserContext, baseURL: string): Promise<string> {
  const value = (await context.cookies(baseURL)).find((cookie) => cookie.name === "__session")?.value;
  const cookie = createCookie("__session", { secrets: [process.env.SESSION_SECRET ?? "e2e-session-secret"] });
  const token = await cookie.parse(`__session=${value}`);
  if (typeof token !== "string") throw new Error("the browser has no session cookie");
  return token;
}

const storedFragrance = async (id: number) => (await e2eDb()).query.fragrances.findFirst({ where: (f, { eq }) => eq(f.id, id) });

test("an admin whose sign-in is 16 minutes old confirms it's them with the password, then deletes the fragrance", async ({ page, context, baseURL }) => {
  await signInAsAdmin(context, baseURL!);
  const token = await sessionToken(context, baseURL!);
  // A fragrance of this test's own, made through the admin API while the session is fresh.
  const name = `Stale Cedar ${test.info().project.name} ${Date.now().toString(36)}`;
  const created = await fetch(`${baseURL}/api/fragrances`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify({
      name,
      gender: "male",
      description: "Cedar shavings and smoke.",
      price: 4100,
      imageUrl: "/images/fragrances/2/bottle.svg",
      topNotes: ["cedar"],
      middleNotes: ["smoke"],
      baseNotes: ["vetiver"],
    }),
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await ageVerification(await e2eDb(), token, 16);

  await visit(page, `/admin?${new URLSearchParams({ q: name })}`);
  const deleteLink = page.getByRole("row").filter({ hasText: name }).getByRole("link", { name: `Delete ${name}` });
  if (withJavaScript()) {
    page.once("dialog", (dialog) => void dialog.accept());
    await deleteLink.click();
  } else {
    await deleteLink.click();
    await page.getByRole("button", { name: "Delete" }).click();
  }

  // Asked to confirm; nothing deleted yet.
  await expect(page.getByRole("heading", { name: "Confirm it's you" })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/verify\?redirectTo=/);
  expect(await storedFragrance(id)).toMatchObject({ name });

  await page.getByLabel("Password", { exact: true }).fill("not-my-password");
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Incorrect password.")).toBeVisible();
  await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("aria-invalid", "true");
  if (withJavaScript()) {
    // axe runs inside the page, so only with scripts.
    const results = await new AxeBuilder({ page }).include("main").analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  }

  await page.getByLabel("Password", { exact: true }).fill(process.env.E2E_ADMIN_PASSWORD!);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expectToast(page, "Thanks, it's you", "Nothing was changed yet: please repeat what you were doing.");
  // Back at the delete confirmation, to repeat the action.
  await expect(page).toHaveURL(new RegExp(`/admin/fragrances/${id}/delete\\?redirectTo=`));
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Delete" }).click();

  await expectToast(page, "Fragrance deleted", "The fragrance has been successfully deleted.");
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
  expect(await storedFragrance(id)).toBeUndefined();
});
