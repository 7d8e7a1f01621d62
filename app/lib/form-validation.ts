/**
 * When a conform form checks its fields in the browser: all at once on submit,
 * like the server does without JavaScript, then again on every keystroke so a
 * fixed field's message goes away as soon as it is right.
 *
 * Not on blur: a message inserted when a field loses focus pushes the submit
 * button down between the press and the release of the mouse button, so that
 * click never happens; the shopper then sees only the messages of the fields
 * they had visited, and none for a widget they had not touched yet (the star
 * rating, a select, a checkbox) until they fixed everything else.
 */
export const VALIDATE_ON_SUBMIT = { shouldValidate: "onSubmit", shouldRevalidate: "onInput" } as const;
