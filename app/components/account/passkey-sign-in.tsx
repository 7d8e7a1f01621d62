import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/components/hooks/use-hydrated";
import { PASSKEY_MESSAGES } from "~/lib/passkeys";
import { browserHasPasskeys, forgetUnknownPasskey, loadPasskeyLibrary, problemMessage, runPasskeyCeremony } from "./passkey-ceremony";

type PasskeyReply = { message?: string };

/**
 * "Sign in with a passkey" under the login form: added after hydration, and
 * only where the browser has WebAuthn, so without JavaScript there is no
 * button that cannot work. The e-mail field (autocomplete "username
 * webauthn") also offers the browser's passkeys in its suggestions where the
 * browser supports that (conditional UI). The password form beside it is
 * untouched: what was typed stays.
 */
export function PasskeySignIn({ redirectTo, favorite }: { redirectTo?: string | null; favorite?: string | null }) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<PasskeyReply>();
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const lastCredential = useRef<string | null>(null);
  const clicked = useRef(false);
  const supported = hydrated && browserHasPasskeys();

  function signIn(credential: string) {
    lastCredential.current = credential;
    const form: Record<string, string> = { credential };
    if (redirectTo) form.redirectTo = redirectTo;
    if (favorite) form.favorite = favorite;
    fetcher.submit(form, { method: "post", action: "/resources/passkey-sign-in" });
  }

  // Conditional UI: a ceremony that waits in the e-mail field's autofill
  // until the visitor picks a passkey there (a click on the button below
  // cancels it and starts its own).
  useEffect(() => {
    if (!supported) return;
    let live = true;
    (async () => {
      if (!(await window.PublicKeyCredential.isConditionalMediationAvailable?.())) return;
      const library = await loadPasskeyLibrary();
      if (!live || !(await library.browserSupportsWebAuthnAutofill())) return;
      const credential = await runPasskeyCeremony("authenticate", { autofill: true, stillWanted: () => live && !clicked.current });
      if (live) signIn(credential);
    })().catch(() => {
      // The autofill is an offer: when it fails the button and the password still work.
    });
    return () => {
      live = false;
    };
    // Once per visit to the login screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [supported]);

  const refusal = fetcher.state === "idle" ? fetcher.data?.message : undefined;
  useEffect(() => {
    // A passkey the shop no longer knows: the browser's manager can stop offering it.
    if (refusal === PASSKEY_MESSAGES.unknownCredential && lastCredential.current) forgetUnknownPasskey(lastCredential.current);
  }, [refusal]);

  if (!supported) return null;
  const busy = asking || fetcher.state !== "idle";
  const message = problem ?? refusal ?? null;

  async function onClick() {
    setProblem(null);
    setAsking(true);
    clicked.current = true;
    try {
      signIn(await runPasskeyCeremony("authenticate"));
    } catch (error) {
      setProblem(problemMessage(error));
    } finally {
      setAsking(false);
    }
  }

  return (
    <div className="mt-6 flex flex-col gap-3 border-t border-stone-200 pt-6 dark:border-stone-800">
      <button type="button" className="btn-outline w-full" onClick={onClick} disabled={busy} aria-describedby={message ? "passkey-sign-in-problem" : undefined}>
        {busy ? "Waiting for your passkey..." : "Sign in with a passkey"}
      </button>
      {message ? (
        <p id="passkey-sign-in-problem" role="alert" className="text-sm text-red-700 dark:text-red-400">
          {message}
        </p>
      ) : null}
    </div>
  );
}
