import { checkBodyType, MAX_MULTIPART_BODY_BYTES, tooLarge, type BodyKind, type Refusal } from "~/lib/request-limits";

/** The whole body, or null once it passes `limit` bytes (reading stops there). */
async function readAtMost(body: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Reads a refused request's body to its end and drops it, so the connection
 * stays usable for the client's next request. Cancelling instead made workerd
 * drop the connection under `wrangler dev`, and the client's next post on it
 * failed ("Your worker restarted mid-request") about one time in four. A body
 * past the largest limit any route accepts is cancelled: reading it would only
 * cost us.
 */
export async function discardBody(body: ReadableStream<Uint8Array> | null) {
  if (!body) return;
  await readAtMost(body, MAX_MULTIPART_BODY_BYTES).catch(() => undefined);
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

function isUtf8Text(bytes: Uint8Array): boolean {
  try {
    utf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads and checks a body before any action sees it: its type fits the route
 * (forms: urlencoded or multipart; the JSON API: JSON), it is within its
 * limit and it parses. Actions then read a body that cannot throw.
 */
export async function readCheckedBody(
  kind: BodyKind,
  headers: Headers,
  body: ReadableStream<Uint8Array> | null,
  { multipartLimit }: { multipartLimit?: number } = {},
): Promise<{ refusal: Refusal } | { bytes: Uint8Array<ArrayBuffer> }> {
  const declared = headers.get("Content-Length");
  const declaredLength = declared === null ? null : Number(declared);
  if (declaredLength !== null && !(Number.isSafeInteger(declaredLength) && declaredLength >= 0)) {
    return { refusal: { status: 400, message: "The Content-Length header is not valid." } };
  }
  const hasBody = body !== null && declaredLength !== 0;
  const type = headers.get("Content-Type");
  const checked = checkBodyType(kind, type, { hasBody, multipartLimit });
  if ("refusal" in checked) return checked;
  if (declaredLength !== null && declaredLength > checked.limit) return { refusal: tooLarge(checked.limit) };

  const bytes = body ? await readAtMost(body, checked.limit) : new Uint8Array(0);
  if (!bytes) return { refusal: tooLarge(checked.limit) };
  const multipart = checked.media?.type === "multipart/form-data";
  // An empty urlencoded form is an empty form, and an empty JSON body is the
  // route's to judge; an empty multipart body has no closing boundary.
  if (bytes.byteLength === 0 && !multipart) return { bytes };

  if (kind === "json") {
    try {
      JSON.parse(utf8.decode(bytes));
    } catch {
      return { refusal: { status: 400, message: "The request body must be valid JSON." } };
    }
  } else if (multipart) {
    try {
      await new Response(bytes, { headers: { "Content-Type": type! } }).formData();
    } catch {
      return { refusal: { status: 400, message: "The form data could not be read." } };
    }
  } else if (!isUtf8Text(bytes)) {
    return { refusal: { status: 400, message: "The form data is not valid UTF-8." } };
  }
  return { bytes };
}
