// A passkey authenticator in software for integration tests: a P-256 key in
// WebCrypto, and the registration and sign-in answers a browser would post
// (attestation "none", user present and verified), built by hand so the
// server's @simplewebauthn/server checks them as it would a real device's.
import { isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";

const encoder = new TextEncoder();
const b64url = (bytes: Uint8Array<ArrayBuffer>) => isoBase64URL.fromBuffer(bytes);

async function sha256(bytes: Uint8Array<ArrayBuffer>) {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
}

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** WebCrypto signs ECDSA as r‖s; WebAuthn wants ASN.1 DER. */
function derSignature(raw: Uint8Array) {
  const integer = (bytes: Uint8Array) => {
    let start = 0;
    while (start < bytes.length - 1 && bytes[start] === 0) start += 1;
    let value = bytes.slice(start);
    if (value[0]! & 0x80) value = concat(new Uint8Array([0]), value);
    return concat(new Uint8Array([0x02, value.length]), value);
  };
  const body = concat(integer(raw.slice(0, 32)), integer(raw.slice(32)));
  return concat(new Uint8Array([0x30, body.length]), body);
}

export type Ceremony = { challenge: string; rpId: string; origin: string };

export async function createSoftAuthenticator({ userHandle = "user" } = {}) {
  const keys = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"])) as CryptoKeyPair;
  const jwk = await crypto.subtle.exportKey("jwk", keys.publicKey);
  const credentialId = crypto.getRandomValues(new Uint8Array(16));
  const id = b64url(credentialId);
  let counter = 0;

  const clientData = (type: string, { challenge, origin }: Ceremony) =>
    encoder.encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const flagsAndCounter = (flags: number) => {
    const bytes = new Uint8Array(5);
    bytes[0] = flags;
    new DataView(bytes.buffer).setUint32(1, counter);
    return bytes;
  };

  return {
    id,
    /** What the browser posts after navigator.credentials.create(). */
    async register(ceremony: Ceremony) {
      const cose = new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(jwk.x!)],
        [-3, isoBase64URL.toBuffer(jwk.y!)],
      ]);
      const idLength = new Uint8Array([credentialId.length >> 8, credentialId.length & 0xff]);
      const authData = concat(await sha256(encoder.encode(ceremony.rpId)), flagsAndCounter(0x45), new Uint8Array(16), idLength, credentialId, isoCBOR.encode(cose));
      const attestationObject = isoCBOR.encode(new Map<string, unknown>([["fmt", "none"], ["attStmt", new Map()], ["authData", authData]]) as never);
      return JSON.stringify({
        id,
        rawId: id,
        type: "public-key",
        authenticatorAttachment: "platform",
        clientExtensionResults: {},
        response: { clientDataJSON: b64url(clientData("webauthn.create", ceremony)), attestationObject: b64url(attestationObject), transports: ["internal"] },
      });
    },
    /** What the browser posts after navigator.credentials.get(); each answer counts up. */
    async assert(ceremony: Ceremony) {
      counter += 1;
      const authData = concat(await sha256(encoder.encode(ceremony.rpId)), flagsAndCounter(0x05));
      const clientDataJSON = clientData("webauthn.get", ceremony);
      const signed = concat(authData, await sha256(clientDataJSON));
      const raw = new Uint8Array(await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, keys.privateKey, signed));
      return JSON.stringify({
        id,
        rawId: id,
        type: "public-key",
        authenticatorAttachment: "platform",
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(derSignature(raw)),
          userHandle: b64url(encoder.encode(userHandle)),
        },
      });
    },
  };
}
