import { describe, expect, it } from "vitest";
import { forgotPasswordSchema, RESET_LINK_INVALID, resetLinkSentMessage, resetPasswordSchema } from "./password-reset-schema";
import { createSecretToken } from "./secret-token";

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe("forgotPasswordSchema", () => {
  it("takes one e-mail, trimmed, with registration's message", () => {
    expect(forgotPasswordSchema.parse({ email: "  ann@example.com " })).toEqual({ email: "ann@example.com" });
    expect(messages(forgotPasswordSchema.safeParse({ email: "nope" }))).toEqual({ email: "Please enter a valid email address" });
    expect(messages(forgotPasswordSchema.safeParse({}))).toEqual({ email: "Please enter a valid email address" });
    expect(messages(forgotPasswordSchema.safeParse({ email: `${"a".repeat(250)}@example.com` }))).toEqual({
      email: "Email must be at most 255 characters",
    });
  });

  it("answers with one sentence that does not say whether the account exists", () => {
    expect(resetLinkSentMessage("ann@example.com")).toBe(
      "If an account exists for ann@example.com, we've sent a link to reset your password. The link works for 1 hour.",
    );
  });
});

describe("resetPasswordSchema", () => {
  const token = createSecretToken();

  it("takes a token and a new password with registration's rules", () => {
    expect(resetPasswordSchema.parse({ token, password: "password123" })).toEqual({ token, password: "password123" });
    expect(messages(resetPasswordSchema.safeParse({ token, password: "short" }))).toEqual({
      password: "Password must be at least 8 characters",
    });
    expect(messages(resetPasswordSchema.safeParse({ token, password: "x".repeat(256) }))).toEqual({
      password: "Password must be at most 255 characters",
    });
  });

  it("refuses anything that cannot be a token as an invalid link", () => {
    for (const bad of [undefined, "", "short", `${token}x`, token.replace(/^./, "!"), 42]) {
      expect(messages(resetPasswordSchema.safeParse({ token: bad, password: "password123" }))).toEqual({ token: RESET_LINK_INVALID });
    }
  });
});
