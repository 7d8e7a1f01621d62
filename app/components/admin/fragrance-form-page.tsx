import type { SubmissionResult } from "@conform-to/react";
import { Link, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { adminRedirect } from "~/lib/safe-redirect";
import { FragranceForm, type FragranceFormDefaults } from "./fragrance-form";

/**
 * 'Add New Fragrance' and 'Edit Fragrance' as pages (no JavaScript): the
 * heading, a way back to the list it came from, and the shared form.
 */
export function FragranceFormPage({
  title,
  formId,
  action,
  defaultValue,
  photoPage,
}: {
  title: string;
  /** The fragrance's photo page (editing only). */
  photoPage?: string;
  formId: string;
  action: string;
  defaultValue?: FragranceFormDefaults;
}) {
  const lastResult = useActionData<SubmissionResult<string[]>>();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const back = adminRedirect(searchParams.get("redirectTo"));
  return (
    <div className="max-w-2xl">
      <h2 className="text-2xl">{title}</h2>
      <p className="mt-1 mb-4 text-sm text-stone-600 dark:text-stone-400">
        <Link to={back} className="underline">
          Back to the list
        </Link>
        {photoPage ? (
          <>
            {" · "}
            <Link to={photoPage} className="underline">
              Upload or remove a photo
            </Link>
          </>
        ) : null}
      </p>
      <FragranceForm
        id={formId}
        action={action}
        lastResult={lastResult}
        defaultValue={defaultValue}
        busy={navigation.state === "submitting"}
        hiddenFields={{ redirectTo: back }}
      />
    </div>
  );
}
