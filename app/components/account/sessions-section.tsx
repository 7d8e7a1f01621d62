import { Form } from "@remix-run/react";
import { SubmitButton } from "~/components/ui/submit-button";
import { AccountSection } from "./account-section";

export type AccountSessionRow = { handle: string; browser: string; signedInAt: string; lastUsedAt: string; current: boolean };

/**
 * Where the account is signed in (issue 36): each session's browser, when it
 * signed in and was last used, this browser marked; the others can be signed
 * out one by one or all at once. Plain POST forms to /account/sessions.
 */
export function SessionsSection({ sessions }: { sessions: AccountSessionRow[] }) {
  const others = sessions.filter((session) => !session.current).length;
  return (
    <AccountSection id="sessions" title="Where you're signed in">
      <ul className="mt-4 divide-y divide-stone-200 dark:divide-stone-800" aria-label="Sessions">
        {sessions.map((session) => (
          <li key={session.handle} className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="session">
            <div>
              <p className="font-medium">
                {session.browser}
                {session.current ? (
                  <span className="ml-2 rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold dark:bg-stone-800">This browser</span>
                ) : null}
              </p>
              <p className="text-sm text-stone-600 dark:text-stone-400">
                {`Signed in ${session.signedInAt} · Last used ${session.lastUsedAt}`}
              </p>
            </div>
            {session.current ? null : (
              <Form method="post" action="/account/sessions">
                <input type="hidden" name="intent" value="end" />
                <input type="hidden" name="handle" value={session.handle} />
                <SubmitButton pendingLabel="Signing out..." className="btn-outline" aria-label={`Sign out ${session.browser}, last used ${session.lastUsedAt}`}>
                  Sign out
                </SubmitButton>
              </Form>
            )}
          </li>
        ))}
      </ul>
      {others > 0 ? (
        <Form method="post" action="/account/sessions" className="mt-4">
          <input type="hidden" name="intent" value="end-others" />
          <SubmitButton pendingLabel="Signing out...">Sign out everywhere else</SubmitButton>
        </Form>
      ) : (
        <p className="mt-4 text-sm text-stone-600 dark:text-stone-400">You're signed in on this browser only.</p>
      )}
    </AccountSection>
  );
}
