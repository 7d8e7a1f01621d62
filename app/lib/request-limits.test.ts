import { describe, expect, it } from "vitest";
import { checkBodyType, checkRequestTarget, MAX_FORM_BODY_BYTES, MAX_JSON_BODY_BYTES, MAX_MULTIPART_BODY_BYTES } from "./request-limits";

describe("checkRequestTarget", () => {
  it("lets ordinary addresses through, encoded text and odd query strings included", () => {
    for (const target of ["/", "/shop/women?q=rose%20oud&page=2", "/product/12", "/search?q=%", "/caf%C3%A9"]) {
      expect(checkRequestTarget(target)).toBeNull();
    }
  });

  it.each(["/%", "/product/%E0%A4%A", "/%ZZ", "/a%00b", "/a%0d%0ab", "/%7F", "/%5C", "/shop/a%5cb"])("refuses %s with 400", (target) => {
    expect(checkRequestTarget(target)).toEqual({ status: 400, message: "This address is not valid." });
  });

  it("refuses addresses over 4 KiB", () => {
    expect(checkRequestTarget(`/${"a".repeat(4095)}`)).toBeNull();
    expect(checkRequestTarget(`/${"a".repeat(4096)}`)).toEqual({ status: 400, message: "This address is too long." });
  });
});

describe("checkBodyType", () => {
  const form = (type: string | null) => checkBodyType("form", type, { hasBody: true });
  const json = (type: string | null, hasBody = true) => checkBodyType("json", type, { hasBody });

  it("takes what browsers send to a form, with its limit", () => {
    expect(form("application/x-www-form-urlencoded")).toMatchObject({ limit: MAX_FORM_BODY_BYTES });
    expect(form("application/x-www-form-urlencoded;charset=UTF-8")).toMatchObject({ limit: MAX_FORM_BODY_BYTES });
    expect(form("multipart/form-data; boundary=----WebKitFormBoundaryAbC123")).toMatchObject({ limit: MAX_MULTIPART_BODY_BYTES });
    expect(form('Multipart/Form-Data; boundary="quoted boundary"')).toMatchObject({ limit: MAX_MULTIPART_BODY_BYTES });
  });

  it.each([null, "", "application/json", "text/plain", "application/xml", "text/html; charset=utf-8"])("refuses %j for a form with 415", (type) => {
    expect(form(type)).toEqual({ refusal: { status: 415, message: expect.stringContaining("This form must be sent as") } });
  });

  it("refuses a multipart body without a usable boundary, and other charsets", () => {
    for (const type of ["multipart/form-data", "multipart/form-data; boundary=", `multipart/form-data; boundary=${"b".repeat(71)}`, "multipart/form-data; boundary=a<b"]) {
      expect(form(type)).toEqual({ refusal: { status: 400, message: "The form data has no valid multipart boundary." } });
    }
    expect(form("application/x-www-form-urlencoded; charset=iso-8859-1")).toEqual({
      refusal: { status: 415, message: "Send form data encoded as UTF-8." },
    });
  });

  it("takes JSON, and no type at all when there is no body", () => {
    expect(json("application/json")).toMatchObject({ limit: MAX_JSON_BODY_BYTES });
    expect(json("application/json; charset=utf-8")).toMatchObject({ limit: MAX_JSON_BODY_BYTES });
    expect(json(null, false)).toMatchObject({ limit: MAX_JSON_BODY_BYTES });
  });

  it("refuses anything else for the JSON API with 415", () => {
    for (const type of [null, "text/plain", "application/x-www-form-urlencoded", "application/jsonp"]) {
      expect(json(type)).toEqual({ refusal: { status: 415, message: "Send the request body as application/json." } });
    }
    expect(json("application/json; charset=utf-16")).toEqual({ refusal: { status: 415, message: "Send JSON encoded as UTF-8." } });
  });
});
