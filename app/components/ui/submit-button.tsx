import { useNavigation } from "@remix-run/react";

/**
 * A form's submit button: disabled and relabelled while its post is under way.
 * Pending comes from `pending` when given (a fetcher, or a page that tells
 * its intents apart), else from the page navigation: a POST still in flight.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  className = "btn-primary",
  children,
  ...rest
}: {
  pending?: boolean;
  pendingLabel: string;
  className?: string;
  children: React.ReactNode;
} & Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, "type" | "className" | "children">) {
  const navigation = useNavigation();
  const busy = pending ?? (navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST");
  return (
    <button {...rest} type="submit" className={className} disabled={busy || rest.disabled}>
      {busy ? pendingLabel : children}
    </button>
  );
}
