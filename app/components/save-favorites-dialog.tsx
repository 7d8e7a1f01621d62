import * as Tabs from "@radix-ui/react-tabs";
import { useFetcher, type Form } from "@remix-run/react";
import { DialogClose, DialogFrame } from "~/components/ui/dialog-frame";
import type { AuthIntent, AuthReply } from "~/lib/auth-reply";
import { LoginForm, RegisterForm } from "./account/auth-forms";
import { TwoFactorStepForm, type TwoFactorStepReply } from "./account/two-factor-step-form";

const tabClass =
  "flex-1 rounded-full px-4 py-2 text-sm font-medium text-stone-600 data-[state=active]:bg-stone-900 data-[state=active]:text-white dark:text-stone-400 dark:data-[state=active]:bg-gold-300 dark:data-[state=active]:text-stone-950";

/**
 * Opens (JavaScript only) when a guest taps a favourite. Its forms post to the
 * account action with the favourite's id, which signs in, saves the favourite
 * and reloads this page; the toggle then sees a user and closes the dialog.
 * A default export: the toggle loads it lazily (it carries the auth forms and zod).
 */
export default function SaveFavoritesDialog({
  open,
  onOpenChange,
  fragranceId,
  redirectTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  fragranceId: number;
  redirectTo: string;
}) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title="Save Your Favorites"
      description="Create an account or sign in to save this fragrance to your favorites."
    >
      <Tabs.Root defaultValue="register">
        <Tabs.List aria-label="Account" className="flex gap-1 rounded-full bg-stone-100 p-1 dark:bg-stone-800">
          <Tabs.Trigger value="register" className={tabClass}>
            Create Account
          </Tabs.Trigger>
          <Tabs.Trigger value="login" className={tabClass}>
            Sign In
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="register" className="mt-5">
          <DialogAuthForm intent="register" fragranceId={fragranceId} redirectTo={redirectTo} />
        </Tabs.Content>
        <Tabs.Content value="login" className="mt-5">
          <DialogAuthForm intent="login" fragranceId={fragranceId} redirectTo={redirectTo} />
        </Tabs.Content>
      </Tabs.Root>
      <DialogClose asChild>
        <button type="button" className="btn-outline mt-4 w-full">
          Continue browsing without account
        </button>
      </DialogClose>
    </DialogFrame>
  );
}

function DialogAuthForm({ intent, fragranceId, redirectTo }: { intent: AuthIntent; fragranceId: number; redirectTo: string }) {
  const fetcher = useFetcher<AuthReply | TwoFactorStepReply>();
  // Two-factor on: the password was right and the code step follows, as a plain form to /login.
  if (fetcher.data?.intent === "two-factor") return <TwoFactorStepForm reply={fetcher.data} embedded />;
  const reply = fetcher.data?.intent === intent ? fetcher.data.result : null;
  const props = {
    idPrefix: `dialog-${fragranceId}`,
    lastResult: reply,
    redirectTo,
    favorite: fragranceId,
    FormComponent: fetcher.Form as typeof Form,
    action: "/login",
    busy: fetcher.state !== "idle",
  };
  return intent === "login" ? <LoginForm {...props} /> : <RegisterForm {...props} />;
}
