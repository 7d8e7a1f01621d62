import { describe, expect, it } from "vitest";
import { displayName } from "./display-name";

describe("displayName", () => {
  it("uses first and last name, the first name alone, or the e-mail", () => {
    expect(displayName({ email: "a@b.co", firstName: "Ivy", lastName: "Stone" })).toBe("Ivy Stone");
    expect(displayName({ email: "a@b.co", firstName: "Ivy", lastName: null })).toBe("Ivy");
    expect(displayName({ email: "a@b.co", firstName: null, lastName: "Stone" })).toBe("a@b.co");
  });
});
