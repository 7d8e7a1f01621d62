/**
 * A database error's message and its cause's, as one string: libSQL puts the
 * constraint's name in the message, D1 in the cause. The models read which
 * constraint or trigger refused a batch from it (an index, a CHECK, a RAISE).
 */
export function databaseErrorText(error: unknown): string {
  return `${error instanceof Error ? error.message : ""} ${String((error as { cause?: unknown })?.cause ?? "")}`;
}
