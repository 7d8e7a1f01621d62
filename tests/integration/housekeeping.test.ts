// Housekeeping on a real database: rows nothing will read again go, every row
// still in use stays, and a second run changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { emailOutbox, passwordResetTokens, rateLimits, sessions, users } from "../../db/schema";
import { pruneExpiredRows, SENT_EMAIL_KEEP_MS } from "../../app/services/housekeeping.server";
import { createTestDatabase } from "../support/test-server";

let db: Db;
let cleanup: () => void;
beforeAll(async () => {
  ({ db, cleanup } = await createTestDatabase({ seed: false }));
});
afterAll(() => cleanup());

const NOW = Date.UTC(2026, 10, 25, 12);
const at = (offsetMs: number) => new Date(NOW + offsetMs);
const keys = async <T extends { key?: string; id?: string | number }>(rows: Promise<T[]>) => (await rows).map((row) => row.key ?? row.id);

describe("pruneExpiredRows", () => {
  it("removes ended rate-limit windows, expired sessions and reset links, and sent e-mails past 90 days; keeps the rest", async () => {
    const [user] = await db.insert(users).values({ email: "keep@example.com", passwordHash: "x" }).returning({ id: users.id });
    const userId = user!.id;
    await db.insert(rateLimits).values([
      { key: "login:ended", count: 3, resetAt: at(-1) },
      { key: "login:running", count: 1, resetAt: at(60_000) },
    ]);
    await db.insert(sessions).values([
      { id: "expired", userId, expiresAt: at(-1) },
      { id: "live", userId, expiresAt: at(86_400_000) },
    ]);
    await db.insert(passwordResetTokens).values([
      { id: "expired-link", userId, expiresAt: at(-1) },
      { id: "used-but-within-the-hour", userId, expiresAt: at(30 * 60_000), usedAt: at(-60_000) },
    ]);
    const email = (messageId: string, status: "pending" | "sent" | "failed", sentAt: Date | null) => ({
      messageId,
      kind: "order-confirmation",
      toAddress: "keep@example.com",
      subject: "Your order",
      textBody: "text",
      htmlBody: "<p>html</p>",
      status,
      sentAt,
      createdAt: at(-SENT_EMAIL_KEEP_MS - 86_400_000),
    });
    await db.insert(emailOutbox).values([
      email("sent-long-ago", "sent", at(-SENT_EMAIL_KEEP_MS - 1)),
      email("sent-recently", "sent", at(-86_400_000)),
      email("old-but-failed", "failed", null),
      email("old-but-pending", "pending", null),
    ]);

    for (let run = 0; run < 2; run++) {
      await pruneExpiredRows({ db, now: NOW });
      expect(await keys(db.select({ key: rateLimits.key }).from(rateLimits))).toEqual(["login:running"]);
      expect(await keys(db.select({ id: sessions.id }).from(sessions))).toEqual(["live"]);
      expect(await keys(db.select({ id: passwordResetTokens.id }).from(passwordResetTokens))).toEqual(["used-but-within-the-hour"]);
      expect((await db.select({ id: emailOutbox.messageId }).from(emailOutbox)).map((row) => row.id).sort()).toEqual([
        "old-but-failed",
        "old-but-pending",
        "sent-recently",
      ]);
    }
  });
});
