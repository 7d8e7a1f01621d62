import { describe, expect, it } from "vitest";
import { newPhotoVersion, parsePhotoFileName, photoImageUrl, photoSrcSet, photoVariants, sniffPhotoType, thumbnailUrl, uploadedPhoto } from "./photo";
import { multipartLimitFor } from "./request-limits";

describe("photo rules", () => {
  it("knows JPEG, PNG and WebP by their first bytes, and nothing else", () => {
    expect(sniffPhotoType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0]))).toBe("image/jpeg");
    expect(sniffPhotoType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe("image/png");
    expect(sniffPhotoType(new TextEncoder().encode("RIFF\u0000\u0000\u0000\u0000WEBPVP8 "))).toBe("image/webp");
    expect(sniffPhotoType(new TextEncoder().encode("RIFF\u0000\u0000\u0000\u0000WAVEfmt "))).toBeNull();
    expect(sniffPhotoType(new TextEncoder().encode("GIF89a"))).toBeNull();
    expect(sniffPhotoType(new TextEncoder().encode("<svg xmlns="))).toBeNull();
    expect(sniffPhotoType(new Uint8Array([]))).toBeNull();
  });

  it("names each upload's files by a fresh version, and reads back only those names", () => {
    const version = newPhotoVersion();
    expect(version).not.toBe(newPhotoVersion());
    expect(photoVariants(version).map((variant) => [variant.name, variant.width, variant.height, variant.contentType])).toEqual([
      [`photo-${version}-400.webp`, 400, 400, "image/webp"],
      [`photo-${version}-800.webp`, 800, 800, "image/webp"],
      [`photo-${version}-share.jpg`, 560, 560, "image/jpeg"],
    ]);
    expect(parsePhotoFileName(`photo-${version}-400.webp`)?.variant.width).toBe(400);
    for (const name of [`photo-${version}-500.webp`, `photo-${version}-400.jpg`, "bottle.svg", "photo-../x-400.webp", "photo-ab-400.webp"]) {
      expect(parsePhotoFileName(name), name).toBeNull();
    }
  });

  it("gives an uploaded photo's srcset and thumbnail, and leaves other pictures alone", () => {
    const url = photoImageUrl(7, "abcdef12");
    expect(url).toBe("/images/fragrances/7/photo-abcdef12-800.webp");
    expect(uploadedPhoto(url)).toEqual({ fragranceId: 7, version: "abcdef12" });
    expect(photoSrcSet(url)).toBe("/images/fragrances/7/photo-abcdef12-400.webp 400w, /images/fragrances/7/photo-abcdef12-800.webp 800w");
    expect(thumbnailUrl(url)).toBe("/images/fragrances/7/photo-abcdef12-400.webp");
    expect(photoSrcSet("/images/fragrances/7/bottle.svg")).toBeUndefined();
    expect(thumbnailUrl("/images/fragrances/7/bottle.svg")).toBe("/images/fragrances/7/bottle.svg");
  });

  it("gives only the upload route the larger multipart limit", () => {
    expect(multipartLimitFor("/admin/fragrances/7/photo")).toBe(8 * 1024 * 1024);
    expect(multipartLimitFor("/admin/fragrances/7/photo.data")).toBe(8 * 1024 * 1024);
    expect(multipartLimitFor("/admin/fragrances/7/edit")).toBe(128 * 1024);
    expect(multipartLimitFor("/admin/fragrances/7/photo/x")).toBe(128 * 1024);
  });
});
