import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import type { SubmissionResult } from "@conform-to/react";
import { useToast } from "~/components/toaster";
import { DialogFrame } from "~/components/ui/dialog-frame";
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
    <DialogFrame
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      description="Notes are comma-separated; the price is in whole cents, the sample price in dollars."
      width="wide"
    >
      <FragranceForm
        id={formId}
        action={action}
        lastResult={isSuccess(reply) ? null : reply}
        defaultValue={defaultValue}
        busy={fetcher.state !== "idle"}
        hiddenFields={{ via: "dialog" }}
        FormComponent={fetcher.Form}
      />
    </DialogFrame>
  );
}
