import { describe, expect, it } from "vitest";
import { cardBrand, cardLast4, isExpiryInPast, isValidCvv, parseExpiry, passesLuhn } from "./card";

describe("card rules", () => {
  it("accepts Luhn-valid numbers with or without spaces and refuses others", () => {
    expect(passesLuhn("4242 4242 4242 4242")).toBe(true);
    expect(passesLuhn("4000000000000002")).toBe(true);
    expect(passesLuhn("5555-5555-5555-4444")).toBe(true);
    expect(passesLuhn("4242 4242 4242 4241")).toBe(false);
    expect(passesLuhn("1234")).toBe(false);
    expect(passesLuhn("abcd efgh ijkl mnop")).toBe(false);
    expect(passesLuhn("")).toBe(false);
  });

  it("names the brand and keeps only the last 4 digits", () => {
    expect(cardBrand("4242 4242 4242 4242")).toBe("Visa");
    expect(cardBrand("5555555555554444")).toBe("Mastercard");
    expect(cardBrand("378282246310005")).toBe("American Express");
    expect(cardBrand("6011111111111117")).toBe("Discover");
    expect(cardLast4("4242 4242 4242 4242")).toBe("4242");
  });

  it("reads MM/YY and refuses other shapes and months", () => {
    expect(parseExpiry("12/30")).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry("01 / 29")).toEqual({ month: 1, year: 2029 });
    expect(parseExpiry("13/30")).toBeNull();
    expect(parseExpiry("00/30")).toBeNull();
    expect(parseExpiry("1/30")).toBeNull();
    expect(parseExpiry("12/2030")).toBeNull();
  });

  it("treats a card as valid through its expiry month", () => {
    const now = new Date(Date.UTC(2026, 10, 22));
    expect(isExpiryInPast({ month: 11, year: 2026 }, now)).toBe(false);
    expect(isExpiryInPast({ month: 10, year: 2026 }, now)).toBe(true);
    expect(isExpiryInPast({ month: 1, year: 2027 }, now)).toBe(false);
    expect(isExpiryInPast({ month: 12, year: 2025 }, now)).toBe(true);
  });

  it("wants 3 or 4 digits for the CVV", () => {
    expect(isValidCvv("123")).toBe(true);
    expect(isValidCvv("1234")).toBe(true);
    expect(isValidCvv("12")).toBe(false);
    expect(isValidCvv("12a")).toBe(false);
    expect(isValidCvv("12345")).toBe(false);
  });
});
