import { generateTOTP } from "@epic-web/totp";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  formatSecret,
  hashRecoveryCode,
  matchTotpStep,
  newRecoveryCodes,
  newTotpSecret,
  normalizeRecoveryCode,
  otpauthUri,
  totpStepAt,
} from "./two-factor";

const codeAt = async (secret: string, at: number) => {
  vi.setSystemTime(at);
  return (await generateTOTP({ secret, period: 30, digits: 6, algorithm: "SHA-1" })).otp;
};

afterEach(() => vi.useRealTimers());

describe("TOTP codes", () => {
  const now = Date.UTC(2026, 10, 27, 12, 0, 10);

  it("a new secret is 160 random bits in base32", () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it("matches the code of now, of one step before and one after, and says which step", async () => {
    vi.useFakeTimers();
    const secret = newTotpSecret();
    const step = totpStepAt(now);
    const [before, current, after] = [await codeAt(secret, now - 30_000), await codeAt(secret, now), await codeAt(secret, now + 30_000)];
    vi.setSystemTime(now);
    expect(await matchTotpStep(secret, before)).toBe(step - 1);
    expect(await matchTotpStep(secret, current)).toBe(step);
    expect(await matchTotpStep(secret, `${current.slice(0, 3)} ${current.slice(3)}`)).toBe(step);
    expect(await matchTotpStep(secret, after)).toBe(step + 1);
  });

  it("refuses a code two steps away, another secret's code and anything not six digits", async () => {
    vi.useFakeTimers();
    const secret = newTotpSecret();
    const old = await codeAt(secret, now - 60_000);
    const other = await codeAt(newTotpSecret(), now);
    vi.setSystemTime(now);
    const current = await codeAt(secret, now);
    // A one-in-a-million coincidence of two codes would make these flaky; they are distinct draws.
    if (old !== current) expect(await matchTotpStep(secret, old)).toBeNull();
    if (other !== current) expect(await matchTotpStep(secret, other)).toBeNull();
    expect(await matchTotpStep(secret, "12345")).toBeNull();
    expect(await matchTotpStep(secret, "abcdef")).toBeNull();
  });

  it("the otpauth URI names the shop and the account, with the app's settings", () => {
    const uri = otpauthUri({ secret: "JBSWY3DPEHPK3PXP", accountName: "ada@example.com", issuer: "Onbrand" });
    expect(uri).toBe("otpauth://totp/Onbrand:ada%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Onbrand&algorithm=SHA1&digits=6&period=30");
  });

  it("shows the secret in groups of four", () => {
    expect(formatSecret("JBSWY3DPEHPK3PXP")).toBe("JBSW Y3DP EHPK 3PXP");
  });
});

describe("recovery codes", () => {
  it("are ten distinct readable codes", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
  });

  it("are accepted as typed: any case, spaces, with or without the dash", () => {
    expect(normalizeRecoveryCode(" K7MQ2 XP4RT ")).toBe("k7mq2-xp4rt");
    expect(normalizeRecoveryCode("k7mq2xp4rt")).toBe("k7mq2-xp4rt");
    expect(normalizeRecoveryCode("k7mq2-xp4r")).toBeNull();
    expect(normalizeRecoveryCode("k7mq2-xp4r0")).toBeNull();
  });

  it("are stored as a hash that never shows the code", async () => {
    const hash = await hashRecoveryCode("k7mq2-xp4rt");
    expect(hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hash).toBe(await hashRecoveryCode("k7mq2-xp4rt"));
    expect(hash).not.toContain("k7mq2");
  });
});
