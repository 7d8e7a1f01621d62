import { dictionary } from "@zxcvbn-ts/language-common";
import { describe, expect, it } from "vitest";
import { isCommonPassword, PASSWORD_CONTAINS_EMAIL_NAME, PASSWORD_TOO_COMMON, passwordPolicyError } from "./password-policy.server";

describe("passwordPolicyError", () => {
  it("refuses the most common passwords, whatever their case", () => {
    expect(passwordPolicyError("password123", "shopper@example.com")).toBe(PASSWORD_TOO_COMMON);
    expect(passwordPolicyError("PassWord123", "shopper@example.com")).toBe(PASSWORD_TOO_COMMON);
    expect(passwordPolicyError("iloveyou", null)).toBe(PASSWORD_TOO_COMMON);
    expect(passwordPolicyError("qwertyuiop", null)).toBe(PASSWORD_TOO_COMMON);
  });

  it("covers at least the top 10,000 of the ranked list", () => {
    const top = dictionary.passwords.slice(0, 10_000);
    expect(top).toHaveLength(10_000);
    expect(top.every((password) => isCommonPassword(password))).toBe(true);
    // The 8,623rd most common, long enough to pass the length rule.
    expect(isCommonPassword("sunshine1")).toBe(true);
  });

  it("refuses a password containing the e-mail's name, ignoring case", () => {
    expect(passwordPolicyError("my-Jane.Doe-secret", "jane.doe@example.com")).toBe(PASSWORD_CONTAINS_EMAIL_NAME);
    expect(passwordPolicyError("e2e-admin-password", "E2E-Admin@example.com")).toBe(PASSWORD_CONTAINS_EMAIL_NAME);
    expect(passwordPolicyError("bobcat-velvet-harbor", "bob@example.com")).toBe(PASSWORD_CONTAINS_EMAIL_NAME);
  });

  it("ignores an e-mail name under 3 characters, and the domain", () => {
    expect(passwordPolicyError("jo-velvet-harbor", "jo@example.com")).toBeNull();
    expect(passwordPolicyError("example-velvet-harbor", "jane@example.com")).toBeNull();
  });

  it("accepts an uncommon password that does not contain the e-mail's name", () => {
    expect(passwordPolicyError("velvet-harbor-42", "jane@example.com")).toBeNull();
    expect(passwordPolicyError("velvet-harbor-42", null)).toBeNull();
  });
});
