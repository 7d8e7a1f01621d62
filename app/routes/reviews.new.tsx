import type { ActionFunctionArgs, LoaderFunctionArgs } from "#remix-runtime";
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData, useLoaderData, useNavigation, type MetaFunction } from "@remix-run/react";
import { useEffect } from "react";
import type { z } from "zod";
import { HoneypotField } from "~/components/honeypot-field";
import { ReviewProductPicker } from "~/components/reviews/review-product-picker";
import { ReviewThankYou } from "~/components/reviews/review-thank-you";
import { StarRatingInput } from "~/components/reviews/star-rating-input";
import { useToast } from "~/components/toaster";
import { Field, FieldError } from "~/components/ui/field";
import { FirstInvalidFocus } from "~/components/ui/first-invalid-focus";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { REVIEW_FAILED_TOAST, reviewSchema } from "~/lib/review-schema";
import { reviewPageState, submitReview } from "~/services/submit-review.server";
import { seoMeta } from "~/lib/seo-meta";
import { errorSummary } from "~/lib/first-invalid-field";
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
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        {/* Read out when it appears; without JavaScript focus starts on the first
            invalid field instead (autoFocus), whose message is read with it. */}
        {summary.length > 0 ? (
          <FormAlert title={summary.length === 1 ? "Please fix 1 field:" : `Please fix ${summary.length} fields:`}>
            <ul className="mt-1 list-disc pl-5">
              {summary.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </FormAlert>
        ) : null}
        <FirstInvalidFocus order={FIELD_ORDER} errors={fieldErrors}>
          <Field field={fields.name} label="Your Name" autoComplete="name" />
          <Field field={fields.email} label="Email Address" type="email" autoComplete="email" />
          <ReviewProductPicker
            key={`${picker.query}-${picker.selected?.id ?? ""}`}
            initialQuery={picker.query}
            initialSuggestions={picker.suggestions}
            initialSelected={picker.selected}
            error={fields.productId.errors?.[0]}
          />
          <div>
            <StarRatingInput
              name={fields.rating.name}
              defaultValue={fields.rating.initialValue}
              errorId={fields.rating.errorId}
              invalid={Boolean(fields.rating.errors)}
            />
            <FieldError id={fields.rating.errorId} errors={fields.rating.errors} />
          </div>
          <Field field={fields.comment} label="Your Review" type="textarea" rows={5} />
        </FirstInvalidFocus>
        <SubmitButton pending={busy} pendingLabel="Submitting..." className="btn-primary w-full sm:w-auto">
          Submit Review
        </SubmitButton>
      </Form>
    </section>
  );
}

export const meta: MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: "Leave a Review",
    description: "Share your experience with our 10ml roll-on fragrance oils. Reviews are published after approval.",
  });
