import { Icon } from "~/components/icon";
import * as Dialog from "@radix-ui/react-dialog";
import { useFetcher } from "@remix-run/react";
import X from "lucide/dist/esm/icons/x.mjs";
import { useEffect } from "react";
import type { SubmissionResult } from "@conform-to/react";
import { useToast } from "~/components/toaster";
import { FragranceForm, type FragranceFormDefaults } from "./fragrance-form";

type FormReply = SubmissionResult<string[]> | { status: "success"; id: number };

function isSuccess(reply: FormReply | undefined): reply is { status: "success"; id: number } {
  return reply?.status === "success" && "id" in reply;
}

/**
 * With JavaScript, add and edit open here; the same form posts through a
 * fetcher and the dialog closes once the server says it saved.
 */
export function FragranceDialog({
  title,
  action,
  formId,
  defaultValue,
  failure,
  onClose,
}: {
  title: "Add New Fragrance" | "Edit Fragrance";
  action: string;
  formId: string;
  defaultValue?: FragranceFormDefaults;
  failure: string;
  onClose: () => void;
}) {
  const fetcher = useFetcher<FormReply>();
  const showToast = useToast();
  const reply = fetcher.data;

  useEffect(() => {
    if (fetcher.state !== "idle" || !reply) return;
    if (isSuccess(reply)) onClose();
    else if (reply.error?.[""]?.length) showToast({ title: "Error", description: failure, type: "error" });
  }, [fetcher.state, reply, onClose, showToast, failure]);

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl dark:bg-stone-900">
          <Dialog.Title className="font-serif text-2xl">{title}</Dialog.Title>
          <Dialog.Description className="mt-1 mb-4 text-sm text-stone-600 dark:text-stone-400">
            Notes are comma-separated; the price is in whole cents.
          </Dialog.Description>
          <FragranceForm
            id={formId}
            action={action}
            lastResult={isSuccess(reply) ? null : reply}
            defaultValue={defaultValue}
            busy={fetcher.state !== "idle"}
            hiddenFields={{ via: "dialog" }}
            FormComponent={fetcher.Form}
          />
          <Dialog.Close aria-label="Close" className="absolute top-4 right-4 rounded-full p-1 text-stone-500 hover:text-stone-900 dark:hover:text-stone-100">
            <Icon node={X} className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
