import type { ActionFunctionArgs, LoaderFunctionArgs } from "#remix-runtime";
import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData, useLoaderData, useNavigation, type MetaFunction } from "@remix-run/react";
import { useEffect } from "react";
import type { z } from "zod";
import { HoneypotField } from "~/components/honeypot-field";
import { ReviewProductPicker } from "~/components/reviews/review-product-picker";
import { ReviewThankYou } from "~/components/reviews/review-thank-you";
import { StarRatingInput } from "~/components/reviews/star-rating-input";
import { useToast } from "~/components/toaster";
import { REVIEW_FAILED_TOAST, reviewSchema } from "~/lib/review-schema";
import { reviewPageState, submitReview } from "~/services/submit-review.server";
import { seoMeta } from "~/lib/seo-meta";
import { errorSummary, firstInvalidField } from "~/lib/first-invalid-field";
import { VALIDATE_ON_SUBMIT } from "~/lib/form-validation";

// The order the form shows its fields in: focus and the summary follow it.
const FIELD_ORDER = ["name", "email", "productId", "rating", "comment"] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const query = (url.searchParams.get("q") ?? "").slice(0, 100).trim();
  return reviewPageState({ db: context.db, query, submitted: url.searchParams.get("submitted") === "1" });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitReview(request, context);
}

export default function NewReviewPage() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const toast = useToast();
  const [form, fields] = useForm<z.input<typeof reviewSchema>>({
    id: "review",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: actionData?.values,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: reviewSchema }),
    ...VALIDATE_ON_SUBMIT,
  });
  const formError = form.errors?.[0];
  const fieldErrors = form.allErrors;
  const firstInvalid = firstInvalidField(FIELD_ORDER, fieldErrors);
  const summary = errorSummary(FIELD_ORDER, fieldErrors);

  useEffect(() => {
    if (formError) toast({ ...REVIEW_FAILED_TOAST, type: "error" });
  }, [formError, toast]);

  if (loaderData.submitted) return <ReviewThankYou />;

  const picker = actionData?.picker ?? { query: loaderData.query, suggestions: loaderData.suggestions, selected: null };
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";

  return (
    <section className="container-page max-w-2xl py-12">
      <h1 className="text-4xl">Leave a Review</h1>
      <p className="mt-3 text-stone-600 dark:text-stone-400">
        Tell other shoppers what you think. Reviews are published after approval.
      </p>
      <Form method="post" {...getFormProps(form)} noValidate className="relative mt-8 space-y-6">
        <HoneypotField />
        {formError ? (
          <p role="alert" className="rounded-lg border border-red-700 bg-red-50 p-3 text-sm text-red-900">
            {formError}
          </p>
        ) : null}
        {/* Read out when it appears; without JavaScript focus starts on the first
            invalid field instead (autoFocus), whose message is read with it. */}
        {summary.length > 0 ? (
          <div role="alert" className="rounded-lg border border-red-700 bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100">
            <p className="font-semibold">{summary.length === 1 ? "Please fix 1 field:" : `Please fix ${summary.length} fields:`}</p>
            <ul className="mt-1 list-disc pl-5">
              {summary.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <Field label="Your Name" id={fields.name.id} errors={fields.name.errors}>
          <input
            {...getInputProps(fields.name, { type: "text" })}
            autoFocus={firstInvalid === "name"}
            autoComplete="name"
            className="input"
          />
        </Field>
        <Field label="Email Address" id={fields.email.id} errors={fields.email.errors}>
          <input
            {...getInputProps(fields.email, { type: "email" })}
            autoFocus={firstInvalid === "email"}
            autoComplete="email"
            className="input"
          />
        </Field>
        <ReviewProductPicker
          key={`${picker.query}-${picker.selected?.id ?? ""}`}
          initialQuery={picker.query}
          initialSuggestions={picker.suggestions}
          initialSelected={picker.selected}
          error={fields.productId.errors?.[0]}
          autoFocus={firstInvalid === "productId"}
        />
        <div>
          <StarRatingInput
            name={fields.rating.name}
            defaultValue={fields.rating.initialValue}
            errorId={fields.rating.errorId}
            invalid={Boolean(fields.rating.errors)}
            autoFocus={firstInvalid === "rating"}
          />
          <FieldError id={fields.rating.errorId} errors={fields.rating.errors} />
        </div>
        <Field label="Your Review" id={fields.comment.id} errors={fields.comment.errors}>
          <textarea {...getTextareaProps(fields.comment)} autoFocus={firstInvalid === "comment"} rows={5} className="input" />
        </Field>
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
          {busy ? "Submitting..." : "Submit Review"}
        </button>
      </Form>
    </section>
  );
}

function Field({ label, id, errors, children }: { label: string; id: string; errors?: string[]; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="mt-1">{children}</div>
      <FieldError id={`${id}-error`} errors={errors} />
    </div>
  );
}

function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700 dark:text-red-400">
      {errors[0]}
    </p>
  );
}

export const meta: MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: "Leave a Review",
    description: "Share your experience with our 10ml roll-on fragrance oils. Reviews are published after approval.",
  });
