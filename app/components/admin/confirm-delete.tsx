import { Form, Link, useFetcher } from "@remix-run/react";
import { SubmitButton } from "~/components/ui/submit-button";

/**
 * A delete control that always asks first. Without JavaScript it is a link to
 * a confirmation page; with it, the browser's confirm() asks and the same
 * fields are posted to `action` in the background.
 */
export function ConfirmDeleteLink({
  confirmPage,
  action,
  fields,
  question,
  className,
  "aria-label": ariaLabel,
}: {
  confirmPage: string;
  action: string;
  fields: Record<string, string>;
  question: string;
  className: string;
  "aria-label"?: string;
}) {
  const fetcher = useFetcher();
  return (
    <Link
      to={confirmPage}
      className={className}
      aria-label={ariaLabel}
      onClick={(event) => {
        event.preventDefault();
        if (!window.confirm(question)) return;
        fetcher.submit(fields, { method: "post", action });
      }}
    >
      {fetcher.state === "idle" ? "Delete" : "Deleting..."}
    </Link>
  );
}

/** The confirmation page behind ConfirmDeleteLink: what will go, Delete and Cancel. */
export function ConfirmDeletePanel({
  title,
  question,
  subject,
  action,
  fields,
  back,
  children,
}: {
  title: string;
  question: string;
  /** The name of what is deleted, in bold. */
  subject: string;
  /** Where the form posts; the page's own route when left out. */
  action?: string;
  fields: Record<string, string>;
  /** Cancel goes back here. */
  back: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="max-w-xl rounded-2xl border border-stone-200 bg-white p-6 dark:border-stone-800 dark:bg-stone-900">
      <h2 className="text-2xl">{title}</h2>
      <p className="mt-3">{question}</p>
      <p className="mt-1 font-semibold">{subject}</p>
      {children}
      <Form method="post" action={action} className="mt-6 flex gap-3">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <SubmitButton pendingLabel="Deleting..." className="btn bg-red-700 text-white hover:bg-red-800">
          Delete
        </SubmitButton>
        <Link to={back} className="btn-outline">
          Cancel
        </Link>
      </Form>
    </div>
  );
}
