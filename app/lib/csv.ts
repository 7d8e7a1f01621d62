/**
 * One CSV cell. Values a spreadsheet would run as a formula (=, +, -, @, tab,
 * carriage return at the start) get a leading apostrophe; cells with commas,
 * quotes or line breaks are quoted with inner quotes doubled.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value == null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: readonly (string | number | null | undefined)[]): string {
  return values.map(csvCell).join(",");
}
