import { describe, expect, it } from "vitest";
import { MAX_EMAIL_ATTEMPTS, nextEmailAttempt } from "./email-retry";

const now = new Date("2026-01-01T00:00:00Z");
const minutesLater = (attempts: number) => {
  const next = nextEmailAttempt(attempts, now);
  return next ? (next.getTime() - now.getTime()) / 60_000 : null;
};

describe("nextEmailAttempt", () => {
  it("waits one minute after the first failure, then twice as long each time", () => {
    expect([1, 2, 3, 4, 5].map(minutesLater)).toEqual([1, 2, 4, 8, 16]);
  });

  it("never waits more than six hours", () => {
    for (let attempts = 1; attempts < MAX_EMAIL_ATTEMPTS; attempts++) expect(minutesLater(attempts)).toBeLessThanOrEqual(360);
  });

  it("gives up after the last attempt", () => {
    expect(minutesLater(MAX_EMAIL_ATTEMPTS - 1)).not.toBeNull();
    expect(minutesLater(MAX_EMAIL_ATTEMPTS)).toBeNull();
  });
});
