// What the shop accepts in a request line and body, and what it answers
// otherwise. Pure rules, shared by the Node server and the Worker (see the
// request guard in app/http/app-request.server.ts). The numbers are in
// the README and in the decision record on hostile requests.
import { PHOTO_FORM_MAX_BYTES } from "./photo";

/** Longest path plus query string. The longest real link (shop filters) is well under 1 KiB. */
const MAX_URL_LENGTH = 4096;
/** JSON API bodies: the largest real one, an order of 99 lines, is about 10 KiB. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;
/** Urlencoded form posts: the largest form (a fragrance with its description) is a few KiB. */
export const MAX_FORM_BODY_BYTES = 64 * 1024;
/** Multipart form posts carry the same fields with a boundary around each; only the photo upload sends a file. */
export const MAX_MULTIPART_BODY_BYTES = 128 * 1024;

/** The admin's photo upload (decision 0036): the only form that carries a file. */
// With JavaScript, Remix posts the same form to the route's single-fetch URL (`….data`).
const PHOTO_UPLOAD_PATH = /^\/admin\/fragrances\/\d{1,15}\/photo(?:\.data)?$/;

/** The multipart limit of a form action's path: the photo upload's is PHOTO_FORM_MAX_BYTES, every other form's 128 KiB. */
export function multipartLimitFor(pathname: string): number {
  return PHOTO_UPLOAD_PATH.test(pathname) ? PHOTO_FORM_MAX_BYTES : MAX_MULTIPART_BODY_BYTES;
}

export type Refusal = { status: number; message: string; allow?: string };

/** The request target's path, or a 400 when it could never name a page. */
export function checkRequestTarget(pathAndQuery: string): Refusal | null {
  if (pathAndQuery.length > MAX_URL_LENGTH) return { status: 400, message: "This address is too long." };
  const path = pathAndQuery.split("?", 1)[0]!;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return { status: 400, message: "This address is not valid." };
  }
  // Control characters never name a page; a backslash neither, and browsers
  // and routers read it as a slash ("/\\" would be a protocol-relative URL).
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) return { status: 400, message: "This address is not valid." };
  return null;
}

export type BodyKind = "form" | "json";

type MediaType = { type: string; params: Map<string, string> };

/** `type/subtype; name=value` split into a lower-case type and its parameters. */
function parseMediaType(header: string | null): MediaType | null {
  if (!header || !header.trim()) return null;
  const [type, ...rest] = header.split(";");
  const params = new Map<string, string>();
  for (const part of rest) {
    const at = part.indexOf("=");
    if (at < 0) continue;
    const value = part.slice(at + 1).trim().replace(/^"(.*)"$/, "$1");
    params.set(part.slice(0, at).trim().toLowerCase(), value);
  }
  return { type: type!.trim().toLowerCase(), params };
}

// RFC 2046: 1-70 characters from a small set, not ending in a space.
const BOUNDARY = /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/;

const isUtf8 = (charset: string | undefined) => charset === undefined || /^utf-?8$/i.test(charset);

const FORM_TYPES = "application/x-www-form-urlencoded or multipart/form-data";

/**
 * Whether a body of this content type can go to a form action ("form") or a
 * JSON API call ("json"), and the byte limit that applies to it.
 */
export function checkBodyType(
  kind: BodyKind,
  contentType: string | null,
  { hasBody, multipartLimit = MAX_MULTIPART_BODY_BYTES }: { hasBody: boolean; multipartLimit?: number },
): { refusal: Refusal } | { limit: number; media: MediaType | null } {
  const media = parseMediaType(contentType);
  if (kind === "json") {
    // A call without a body (logout, a DELETE) needs no content type.
    if (!media && !hasBody) return { limit: MAX_JSON_BODY_BYTES, media };
    if (!media) return { refusal: { status: 415, message: "Send the request body as application/json." } };
    if (media.type !== "application/json") {
      return { refusal: { status: 415, message: "Send the request body as application/json." } };
    }
    if (!isUtf8(media.params.get("charset"))) {
      return { refusal: { status: 415, message: "Send JSON encoded as UTF-8." } };
    }
    return { limit: MAX_JSON_BODY_BYTES, media };
  }
  if (!media) return { refusal: { status: 415, message: `This form must be sent as ${FORM_TYPES}.` } };
  if (!isUtf8(media.params.get("charset"))) {
    return { refusal: { status: 415, message: "Send form data encoded as UTF-8." } };
  }
  if (media.type === "application/x-www-form-urlencoded") return { limit: MAX_FORM_BODY_BYTES, media };
  if (media.type === "multipart/form-data") {
    const boundary = media.params.get("boundary");
    if (!boundary || !BOUNDARY.test(boundary)) {
      return { refusal: { status: 400, message: "The form data has no valid multipart boundary." } };
    }
    return { limit: multipartLimit, media };
  }
  return { refusal: { status: 415, message: `This form must be sent as ${FORM_TYPES}.` } };
}

export const tooLarge = (limit: number): Refusal => ({
  status: 413,
  message: `The request body is larger than ${limit >= 1024 * 1024 ? `${limit / 1024 / 1024} MiB` : `${limit / 1024} KiB`}.`,
});
