/**
 * A value as an SQLite literal, for SQL that runs through `wrangler d1 execute`
 * (the command line takes no bound parameters). Text is single-quoted with
 * every quote doubled, which is SQLite's only escape inside a string literal,
 * so no value can end the literal early.
 */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`Not an SQL number: ${value}`);
    return String(value);
  }
  if (typeof value === "boolean") return value ? "1" : "0";
  if (value instanceof Date) return String(value.getTime());
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return `'${text.replaceAll("'", "''")}'`;
}
