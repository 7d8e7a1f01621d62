import { PASSKEY_MESSAGES, relyingPartyFor } from "~/lib/passkeys";

// The browser's half of a passkey ceremony. @simplewebauthn/browser (about
// 4 KiB gzip) is imported only when a ceremony starts (a click, or the login
// screen's autofill), so no page boots with it.

export type PasskeyPurpose = "register" | "authenticate" | "verify";

/** A ceremony that ended with a message for the visitor; `silent` when nobody needs to hear of it (a newer ceremony took over). */
export class PasskeyProblem extends Error {
  constructor(
    message: string,
    readonly silent = false,
  ) {
    super(message);
  }
}

/**
 * Whether this browser can use passkeys here at all (checked after hydration
 * only): a shop opened by its IP address has no relying party, so the server
 * would refuse every ceremony; the login screen's autofill must not ask.
 */
export function browserHasPasskeys() {
  return typeof window !== "undefined" && typeof window.PublicKeyCredential === "function" && relyingPartyFor(window.location.origin) !== null;
}

export function loadPasskeyLibrary() {
  return import("@simplewebauthn/browser");
}

async function fetchOptions(purpose: PasskeyPurpose) {
  const response = await fetch("/resources/passkey-options", { method: "POST", body: new URLSearchParams({ purpose }) });
  const body = (await response.json().catch(() => ({}))) as { options?: unknown; message?: string };
  if (!response.ok || !body.options) throw new PasskeyProblem(body.message ?? PASSKEY_MESSAGES.failed);
  return body.options;
}

/**
 * Runs one ceremony and answers the browser's credential as the JSON string
 * the passkey endpoints read. `autofill` waits for the visitor to pick a
 * passkey in the e-mail field's suggestions (conditional UI).
 */
export async function runPasskeyCeremony(
  purpose: PasskeyPurpose,
  { autofill = false, stillWanted = () => true }: { autofill?: boolean; stillWanted?: () => boolean } = {},
): Promise<string> {
  const [library, options] = await Promise.all([loadPasskeyLibrary(), fetchOptions(purpose)]);
  // Starting a ceremony cancels the one in progress: the autofill's must not
  // cancel a click's that began while it was still loading.
  if (!stillWanted()) throw new PasskeyProblem(PASSKEY_MESSAGES.cancelled, true);
  try {
    const credential =
      purpose === "register"
        ? await library.startRegistration({ optionsJSON: options as Parameters<typeof library.startRegistration>[0]["optionsJSON"] })
        : await library.startAuthentication({
            optionsJSON: options as Parameters<typeof library.startAuthentication>[0]["optionsJSON"],
            useBrowserAutofill: autofill,
          });
    return JSON.stringify(credential);
  } catch (error) {
    // The library's WebAuthnError has a `code`; the browser's DOMException a `name`.
    const { code, name } = error as { code?: string; name?: string };
    if (code === "ERROR_CEREMONY_ABORTED" || name === "AbortError") throw new PasskeyProblem(PASSKEY_MESSAGES.cancelled, true);
    if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED" || name === "InvalidStateError") throw new PasskeyProblem(PASSKEY_MESSAGES.alreadyAdded);
    if (name === "NotAllowedError") throw new PasskeyProblem(PASSKEY_MESSAGES.cancelled);
    throw new PasskeyProblem(purpose === "register" ? PASSKEY_MESSAGES.failed : PASSKEY_MESSAGES.unavailable);
  }
}

/** The message for whatever a ceremony threw (network failures included); null when nobody needs to hear of it. */
export function problemMessage(error: unknown) {
  if (!(error instanceof PasskeyProblem)) return PASSKEY_MESSAGES.failed;
  return error.silent ? null : error.message;
}

/**
 * Tells the browser's passkey manager that the shop no longer knows a
 * credential (removed from the account), so it stops offering it; Chrome 132+.
 */
export function forgetUnknownPasskey(credential: string) {
  const signal = (window.PublicKeyCredential as unknown as { signalUnknownCredential?: (options: { rpId: string; credentialId: string }) => Promise<void> })
    .signalUnknownCredential;
  try {
    const { id } = JSON.parse(credential) as { id: string };
    signal?.call(window.PublicKeyCredential, { rpId: window.location.hostname, credentialId: id }).catch(() => {});
  } catch {
    // Nothing to tell.
  }
}
