import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useFetcher } from "@remix-run/react";
import { useState } from "react";
import { useHydrated } from "~/components/hooks/use-hydrated";
import { Field } from "~/components/ui/field";
import { FirstInvalidFocus } from "~/components/ui/first-invalid-focus";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { VALIDATE_ON_SUBMIT } from "~/lib/form-validation";
import { addPasskeySchema, PASSKEY_MESSAGES, PASSKEY_NAME_MAX } from "~/lib/passkeys";
import { AccountSection } from "./account-section";
import { browserHasPasskeys, problemMessage, runPasskeyCeremony } from "./passkey-ceremony";

export type AccountPasskey = { id: string; name: string; added: string; addedAt: string; lastUsed: string | null; lastUsedAt: string | null };

/**
 * /account's passkeys: each one with when it was added and last used, and a
 * Remove button (a plain form, so it works without JavaScript). Adding one
 * needs the browser's WebAuthn, so the form is there only once scripts run.
 */
export function PasskeysSection({ passkeys }: { passkeys: AccountPasskey[] }) {
  return (
    <AccountSection id="passkeys" title="Passkeys">
      <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">
        Sign in with your fingerprint, face or screen lock instead of your password. A passkey also counts as your second step.
      </p>
      {passkeys.length === 0 ? (
        <p className="mt-4 text-stone-700 dark:text-stone-300">You have no passkeys yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-stone-200 dark:divide-stone-800" aria-label="Your passkeys">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-medium break-words">{passkey.name}</p>
                <p className="text-sm text-stone-600 dark:text-stone-400">
                  Added <time dateTime={passkey.addedAt}>{passkey.added}</time>
                  {" · "}
                  {passkey.lastUsed && passkey.lastUsedAt ? (
                    <>
                      Last used <time dateTime={passkey.lastUsedAt}>{passkey.lastUsed}</time>
                    </>
                  ) : (
                    "Never used"
                  )}
                </p>
              </div>
              <Form method="post" action="/resources/passkeys">
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="passkeyId" value={passkey.id} />
                <SubmitButton pendingLabel="Removing..." className="btn-outline" aria-label={`Remove passkey ${passkey.name}`}>
                  Remove
                </SubmitButton>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <AddPasskey />
    </AccountSection>
  );
}

/** Shown only after hydration: without scripts it says why there is no form (nothing to type into is swapped). */
function AddPasskey() {
  const hydrated = useHydrated();
  if (!hydrated) {
    return <p className="mt-4 text-sm text-stone-600 dark:text-stone-400">Adding a passkey needs JavaScript.</p>;
  }
  if (!browserHasPasskeys()) {
    return <p className="mt-4 text-sm text-stone-600 dark:text-stone-400">{PASSKEY_MESSAGES.unavailable}</p>;
  }
  return <AddPasskeyForm />;
}

const ADD_ORDER = ["name"] as const;

function AddPasskeyForm() {
  const fetcher = useFetcher<{ result?: SubmissionResult<string[]> }>();
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [form, fields] = useForm({
    id: "add-passkey",
    lastResult: fetcher.state === "idle" ? fetcher.data?.result : null,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: addPasskeySchema }),
    ...VALIDATE_ON_SUBMIT,
    // Valid name: the browser creates the passkey, then the form goes with it.
    async onSubmit(event, { formData }) {
      event.preventDefault();
      setProblem(null);
      setAsking(true);
      try {
        formData.set("credential", await runPasskeyCeremony("register"));
        fetcher.submit(formData, { method: "post", action: "/resources/passkeys" });
      } catch (error) {
        setProblem(problemMessage(error));
      } finally {
        setAsking(false);
      }
    },
  });
  const busy = asking || fetcher.state !== "idle";
  const formError = problem ?? form.errors?.[0];
  return (
    <form method="post" action="/resources/passkeys" {...getFormProps(form)} noValidate className="mt-6 flex flex-col gap-3">
      <input type="hidden" name="intent" value="add" />
      {formError ? (
        <FormAlert title="Passkey not added" takeFocus>
          <p>{formError}</p>
        </FormAlert>
      ) : null}
      <FirstInvalidFocus order={ADD_ORDER} errors={form.allErrors}>
        <Field field={fields.name} label="Passkey name" hint={`Up to ${PASSKEY_NAME_MAX} characters, e.g. "Work laptop"`} autoComplete="off" />
      </FirstInvalidFocus>
      <SubmitButton pending={busy} pendingLabel="Waiting for your passkey..." className="btn-primary self-start">
        Add a passkey
      </SubmitButton>
    </form>
  );
}
