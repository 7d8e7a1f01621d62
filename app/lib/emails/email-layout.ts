// The frame every transactional e-mail shares: a plain-text part and an HTML
// part built from the same blocks, so the two never say different things.
// E-mail clients ignore <style> blocks and external CSS, hence inline styles.
// Nothing here may carry card data: orders only know a brand and last four.

export type EmailContent = { subject: string; text: string; html: string };

/** One block of the body: a paragraph, a link button, or a table of label/value rows. */
export type EmailBlock =
  | { paragraph: string }
  | { button: { label: string; href: string } }
  | { rows: ReadonlyArray<readonly [label: string, value: string]> };

export type EmailFrame = {
  brandName: string;
  subject: string;
  heading: string;
  blocks: readonly EmailBlock[];
  /** The last line, e.g. why the reader got this e-mail. */
  footer: string;
};

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Every value a shopper or admin typed reaches the HTML part through here. */
export function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

export function renderEmail({ brandName, subject, heading, blocks, footer }: EmailFrame): EmailContent {
  const text = [heading, "", ...blocks.flatMap((block) => [...blockText(block), ""]), "—", brandName, footer].join("\n");
  const body = blocks.map(blockHtml).join("\n");
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f3ee;font-family:Georgia,'Times New Roman',serif;color:#2b2622">
<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:32px;border-radius:8px">
<p style="margin:0 0 24px;font-size:14px;letter-spacing:0.2em;text-transform:uppercase">${escapeHtml(brandName)}</p>
<h1 style="margin:0 0 16px;font-size:24px;font-weight:normal">${escapeHtml(heading)}</h1>
${body}
<p style="margin:32px 0 0;font-size:12px;color:#6b625b">${escapeHtml(footer)}</p>
</div></body></html>`;
  return { subject, text, html };
}

function blockText(block: EmailBlock): string[] {
  if ("paragraph" in block) return [block.paragraph];
  if ("button" in block) return [`${block.button.label}: ${block.button.href}`];
  return block.rows.map(([label, value]) => `${label}: ${value}`);
}

function blockHtml(block: EmailBlock): string {
  if ("paragraph" in block) return `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(block.paragraph)}</p>`;
  if ("button" in block) {
    return `<p style="margin:24px 0"><a href="${escapeHtml(block.button.href)}" style="display:inline-block;padding:12px 20px;background:#2b2622;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(block.button.label)}</a></p>`;
  }
  const rows = block.rows
    .map(([label, value]) => `<tr><td style="padding:4px 16px 4px 0;color:#6b625b">${escapeHtml(label)}</td><td style="padding:4px 0;text-align:right">${escapeHtml(value)}</td></tr>`)
    .join("");
  return `<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px">${rows}</table>`;
}
