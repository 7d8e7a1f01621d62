import { Icon } from "~/components/icon";
import * as Dialog from "@radix-ui/react-dialog";
import * as Tabs from "@radix-ui/react-tabs";
import { useFetcher, type Form } from "@remix-run/react";
import X from "lucide/dist/esm/icons/x.mjs";
import type { action as accountAction } from "~/routes/login";
import { LoginForm, RegisterForm, type AuthIntent } from "./account/auth-forms";

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
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100vh-2rem)] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl dark:bg-stone-900">
          <Dialog.Title className="font-serif text-2xl">Save Your Favorites</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-stone-600 dark:text-stone-400">
            Create an account or sign in to save this fragrance to your favorites.
          </Dialog.Description>
          <Tabs.Root defaultValue="register" className="mt-5">
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
          <Dialog.Close asChild>
            <button type="button" className="btn-outline mt-4 w-full">
              Continue browsing without account
            </button>
          </Dialog.Close>
          <Dialog.Close
            aria-label="Close"
            className="absolute top-4 right-4 rounded-full p-1 text-stone-500 hover:text-stone-900 dark:hover:text-stone-100"
          >
            <Icon node={X} className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DialogAuthForm({ intent, fragranceId, redirectTo }: { intent: AuthIntent; fragranceId: number; redirectTo: string }) {
  const fetcher = useFetcher<typeof accountAction>();
  const reply = fetcher.data && "intent" in fetcher.data && fetcher.data.intent === intent ? fetcher.data.result : null;
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
