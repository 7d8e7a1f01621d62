import { describe, expect, it } from "vitest";
import { qrCodeSvg } from "./qr-svg";

describe("qrCodeSvg", () => {
  it("draws an inline SVG with no external reference", () => {
    const svg = qrCodeSvg("otpauth://totp/Onbrand:ada%40example.com?secret=JBSWY3DPEHPK3PXP");
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).toContain("<path");
    expect(svg).not.toMatch(/href|<image|<script/i);
  });
});
