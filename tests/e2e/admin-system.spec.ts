import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import { emailOutbox } from "../../db/schema";
import { queueEmail } from "../../app/models/email-outbox.server";
import { e2eDb, signInAsAdmin } from "./sessions";
import { expectToast } from "./toast";
import { visit } from "./visit";

test.describe("admin system page", () => {
  // Not @core, so the Node projects only: the failed e-mail is arranged in the database, which under
  // wrangler dev would write to D1 behind the app's back (tests/e2e/sessions.ts). The Workers suite
  // (tests/workers/workers.test.ts) opens /admin/system and /readyz over D1 instead.
  test("an admin sees a failed e-mail on System, retries it with the plain form, and finds it pending again", async ({ page, context, baseURL }) => {
    const db = await e2eDb();
    const subject = `Your parcel is on its way ${randomUUID().slice(0, 8)}`;
    await queueEmail(db, { kind: "shipping-notice", to: "parcel@example.com", subject, text: "Shipped.", html: "<p>Shipped.</p>" });
    await db.update(emailOutbox).set({ status: "failed", attempts: 10, lastError: "550 mailbox unavailable" }).where(eq(emailOutbox.subject, subject));

    await signInAsAdmin(context, baseURL!);
    await visit(page, "/admin");
    await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "System" }).click();
    await expect(page.getByRole("heading", { name: "Failed e-mails" })).toBeVisible();
    const row = page.getByTestId("failed-email").filter({ hasText: subject });
    await expect(row).toContainText("failed");
    await expect(row).toContainText("550 mailbox unavailable");

    await row.getByRole("button", { name: `Retry e-mail “${subject}” to parcel@example.com` }).click();
    await expectToast(page, "E-mail queued again", "No mail server is configured: it waits in the outbox.");
    await expect(page.getByTestId("failed-email").filter({ hasText: subject })).toHaveCount(0);
    const stored = await db.select({ status: emailOutbox.status, attempts: emailOutbox.attempts }).from(emailOutbox).where(eq(emailOutbox.subject, subject)).get();
    expect(stored).toEqual({ status: "pending", attempts: 0 });

    await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "E-mails" }).click();
    await expect(page.getByRole("row").filter({ hasText: subject })).toContainText("pending");
  });
});
