import { describe, expect, it } from "vitest";
import { addPasskeySchema, challengeOf, relyingPartyFor } from "./passkeys";

const base64url = (text: string) => btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

describe("relyingPartyFor", () => {
  it("is the host name without port, and the exact origin", () => {
    expect(relyingPartyFor("https://shop.example.com")).toEqual({ rpID: "shop.example.com", origin: "https://shop.example.com" });
    expect(relyingPartyFor("http://localhost:4301/")).toEqual({ rpID: "localhost", origin: "http://localhost:4301" });
  });

  it("refuses IP addresses, which cannot be relying party ids", () => {
    expect(relyingPartyFor("http://127.0.0.1:4303")).toBeNull();
    expect(relyingPartyFor("http://[::1]:4303")).toBeNull();
    expect(relyingPartyFor("not a url")).toBeNull();
  });
});

describe("challengeOf", () => {
  it("reads the challenge from clientDataJSON", () => {
    const challenge = "abcdefghijklmnopqrstuvwxyz012345";
    expect(challengeOf(base64url(JSON.stringify({ type: "webauthn.get", challenge, origin: "https://x" })))).toBe(challenge);
  });

  it("is null for anything else", () => {
    expect(challengeOf(undefined)).toBeNull();
    expect(challengeOf("%%%")).toBeNull();
    expect(challengeOf(base64url(JSON.stringify({ challenge: "short" })))).toBeNull();
    expect(challengeOf(base64url("[]"))).toBeNull();
  });
});

describe("addPasskeySchema", () => {
  it("takes a name of 1 to 60 characters, trimmed", () => {
    expect(addPasskeySchema.parse({ name: "  Work laptop " })).toEqual({ name: "Work laptop" });
    expect(addPasskeySchema.safeParse({ name: "   " }).error?.issues[0]?.message).toBe("Please name this passkey");
    expect(addPasskeySchema.safeParse({ name: "x".repeat(61) }).error?.issues[0]?.message).toBe("Passkey name must be at most 60 characters");
  });
});
