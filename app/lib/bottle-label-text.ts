// The words on a generated bottle's label (app/lib/bottle-svg.ts): the name
// laid out to fit the label box, or the initials that stand in for it at card
// size. Widths are estimated from Georgia's advances, since the SVG is drawn
// without measuring text.

export const FONT = "Georgia,'Times New Roman',serif";

/** Rough Georgia advance widths in em. */
export function textWidth(s: string, fs: number): number {
  let w = 0;
  for (const ch of s) w += ch === " " ? 0.25 : /[A-Z]/.test(ch) ? 0.7 : /[mwMW]/.test(ch) ? 0.8 : /[iljtf.,']/.test(ch) ? 0.3 : 0.52;
  return w * fs;
}

/** Hyphenate a single word that is wider than the label. */
function split(word: string, fs: number, max: number): string[] {
  const parts: string[] = [];
  let cur = "";
  for (const ch of word) {
    if (cur.length > 1 && textWidth(`${cur}${ch}-`, fs) > max) { parts.push(`${cur}-`); cur = ch; } else cur += ch;
  }
  parts.push(cur);
  return parts;
}

function wrap(words: readonly string[], fs: number, max: number, hyphenate = false): string[] {
  const lines: string[] = [];
  let cur = "";
  for (const w of hyphenate ? words.flatMap((x) => (textWidth(x, fs) > max ? split(x, fs, max) : [x])) : words) {
    const next = cur ? `${cur} ${w}` : w;
    if (cur && textWidth(next, fs) > max) { lines.push(cur); cur = w; } else cur = next;
  }
  if (cur) lines.push(cur);
  return lines;
}

/** Choose the largest font size where the name fits the label box. */
export function layoutName(name: string, maxW: number, maxH: number): { fs: number; lines: string[] } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (!words.length) words.push("Untitled");
  for (let fs = 21; fs >= 10; fs--) {
    const lines = wrap(words, fs, maxW, fs <= 13);
    if (lines.length * fs * 1.15 <= maxH && lines.every((l) => textWidth(l, fs) <= maxW)) return { fs, lines };
  }
  const fs = 10;
  const maxLines = Math.max(1, Math.floor(maxH / (fs * 1.15)));
  const lines = wrap(words, fs, maxW, true);
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${lines[maxLines - 1] ?? ""}…`;
  }
  return { fs, lines };
}

/** Up to two initials, from the first two words that start with a letter or digit. */
export function monogram(name: string): string {
  const initials = name
    .split(/\s+/)
    .map((word) => /[\p{L}\p{N}]/u.exec(word)?.[0] ?? "")
    .filter(Boolean)
    .slice(0, 2)
    .join("");
  return initials.toUpperCase() || "O";
}
