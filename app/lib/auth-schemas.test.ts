import { describe, expect, it } from "vitest";
import * as z from "zod";
import { favoriteSchema, loginSchema, registerSchema } from "./auth-schemas";

function fieldErrors(result: { success: boolean; error?: z.ZodError }): Record<string, string[] | undefined> {
  return result.error ? z.flattenError(result.error).fieldErrors : {};
}

describe("loginSchema", () => {
  it("uses the spec's messages", () => {
    const result = loginSchema.safeParse({ email: "nope", password: "" });
    expect(fieldErrors(result)).toEqual({
      email: ["Please enter a valid email address"],
      password: ["Please enter your password"],
    });
    expect(fieldErrors(loginSchema.safeParse({}))).toEqual({
      email: ["Please enter a valid email address"],
      password: ["Please enter your password"],
    });
  });

  it("trims the e-mail", () => {
    expect(loginSchema.parse({ email: " a@b.co ", password: "x" })).toEqual({ email: "a@b.co", password: "x" });
  });
});

describe("registerSchema", () => {
  it("requires 8 characters of password and caps the optional fields", () => {
    const result = registerSchema.safeParse({
      email: "a@b.co",
      password: "short",
      firstName: "x".repeat(101),
      phoneNumber: "1".repeat(21),
    });
    expect(fieldErrors(result)).toEqual({
      password: ["Password must be at least 8 characters"],
      firstName: ["First name must be at most 100 characters"],
      phoneNumber: ["Phone number must be at most 20 characters"],
    });
  });

  it("turns empty optional fields into undefined", () => {
    expect(registerSchema.parse({ email: "a@b.co", password: "12345678", firstName: "  " })).toEqual({
      email: "a@b.co",
      password: "12345678",
      firstName: undefined,
      lastName: undefined,
      phoneNumber: undefined,
    });
  });

  it("refuses an over-long e-mail", () => {
    const result = registerSchema.safeParse({ email: `${"a".repeat(250)}@b.com`, password: "12345678" });
    expect(fieldErrors(result).email?.[0]).toBe("Email must be at most 255 characters");
  });
});

describe("favoriteSchema", () => {
  it("accepts numbers and numeric strings, refuses the rest", () => {
    expect(favoriteSchema.parse({ fragranceId: 3 })).toEqual({ fragranceId: 3 });
    expect(favoriteSchema.parse({ fragranceId: "3" })).toEqual({ fragranceId: 3 });
    for (const fragranceId of ["abc", 1.5, -1, 0, undefined, true, "", "1e3", [1]]) {
      expect(favoriteSchema.safeParse({ fragranceId }).success, String(fragranceId)).toBe(false);
    }
  });
});
