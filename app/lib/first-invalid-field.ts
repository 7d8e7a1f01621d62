/**
 * The first field, in the order the form shows them, that has a message. The
 * page gives it `autoFocus`, so after a submit without JavaScript focus lands on
 * it (and its message is read out), as conform does in the browser.
 */
export function firstInvalidField<Name extends string>(
  order: readonly Name[],
  errors: Partial<Record<string, string[] | undefined>> | undefined,
): Name | undefined {
  return order.find((name) => Boolean(errors?.[name]?.length));
}

/** Every message once, in field order: the text of a form's error summary. */
export function errorSummary(order: readonly string[], errors: Partial<Record<string, string[] | undefined>> | undefined): string[] {
  return order.flatMap((name) => errors?.[name]?.slice(0, 1) ?? []);
}
