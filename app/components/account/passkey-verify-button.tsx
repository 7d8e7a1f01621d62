import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { useHydrated } from "~/components/hooks/use-hydrated";
import { browserHasPasskeys, problemMessage, runPasskeyCeremony } from "./passkey-ceremony";

/**
 * "Confirm with a passkey" for a page that asks a signed-in account to prove
 * it is still them (sensitive admin actions): one of the account's passkeys
 * marks the current session verified (POST /resources/passkey-verify), then
 * the browser goes on to `redirectTo`. Renders nothing before hydration or in
 * a browser without WebAuthn, so the page's password form stays the way that
 * always works. Show it only to an account that has a passkey.
 */
export function PasskeyVerifyButton({
  redirectTo,
  label = "Confirm with a passkey",
  className = "btn-outline w-full",
}: {
  /** A same-site path to go to once verified (checked with safeRedirect on the server). */
  redirectTo: string;
  label?: string;
  className?: string;
}) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<{ message?: string }>();
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  if (!hydrated || !browserHasPasskeys()) return null;

  const busy = asking || fetcher.state !== "idle";
  const message = problem ?? (fetcher.state === "idle" ? fetcher.data?.message : undefined) ?? null;

  async function onClick() {
    setProblem(null);
    setAsking(true);
    try {
      const credential = await runPasskeyCeremony("verify");
      fetcher.submit({ credential, redirectTo }, { method: "post", action: "/resources/passkey-verify" });
    } catch (error) {
      setProblem(problemMessage(error));
    } finally {
      setAsking(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <button type="button" className={className} onClick={onClick} disabled={busy}>
        {busy ? "Waiting for your passkey..." : label}
      </button>
      {message ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {message}
        </p>
      ) : null}
    </div>
  );
}
