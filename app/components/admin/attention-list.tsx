import { Link } from "@remix-run/react";
import {
  ATTENTION_LINKS,
  attentionStripText,
  emailsFailedText,
  lowStockText,
  NOTHING_NEEDS_ATTENTION,
  oldestOrderText,
  oldestReturnText,
  orderHref,
  returnHref,
  returnsAwaitingText,
  reviewsPendingText,
  sizeItemText,
  soldOutText,
  unshippedText,
  type AdminAttention,
  type AttentionItem,
  type AttentionSize,
} from "~/lib/attention-text";

// "What needs attention today" (the dashboard) and its one line on /admin.
// Every line is a plain link to the filtered list that shows what it counts,
// so it works before (and without) JavaScript.

const LINK = "font-medium underline";
const DETAIL = "mt-1 text-sm text-stone-600 dark:text-stone-400";

/** The dashboard's list; lines with nothing to do are left out. */
export function AttentionList({ attention }: { attention: AdminAttention }) {
  const { unshipped, returnsAwaiting, stock, reviewsPending, emailsFailed } = attention;
  const anything = attentionStripText(attention) !== null;
  return (
    <section aria-labelledby="attention-heading">
      <h2 id="attention-heading" className="mb-3 text-2xl">
        What needs attention today
      </h2>
      {anything ? (
        <ul className="grid gap-3" data-testid="attention-list">
          {unshipped.count > 0 ? (
            <li>
              <Link to={ATTENTION_LINKS.unshipped} className={LINK}>
                {unshippedText(unshipped.count, unshipped.oldest[0]?.ageDays ?? 0)}
              </Link>
              <OldestItems label="Oldest unshipped orders" items={unshipped.oldest} href={orderHref} text={oldestOrderText} />
            </li>
          ) : null}
          {returnsAwaiting.count > 0 ? (
            <li>
              <Link to={ATTENTION_LINKS.returnsAwaiting} className={LINK}>
                {returnsAwaitingText(returnsAwaiting.count, returnsAwaiting.oldest[0]?.ageDays ?? 0)}
              </Link>
              <OldestItems label="Oldest returns waiting" items={returnsAwaiting.oldest} href={returnHref} text={oldestReturnText} />
            </li>
          ) : null}
          {stock.soldOutCount > 0 ? (
            <li>
              <Link to={ATTENTION_LINKS.soldOut} className={LINK}>
                {soldOutText(stock.soldOutCount)}
              </Link>
              <SizeNames sizes={stock.soldOut} total={stock.soldOutCount} />
            </li>
          ) : null}
          {stock.lowCount > 0 ? (
            <li>
              <Link to={ATTENTION_LINKS.low} className={LINK}>
                {lowStockText(stock.lowCount)}
              </Link>
              <SizeNames sizes={stock.low} total={stock.lowCount} />
            </li>
          ) : null}
          {reviewsPending > 0 ? (
            <li>
              <Link to={ATTENTION_LINKS.reviewsPending} className={LINK}>
                {reviewsPendingText(reviewsPending)}
              </Link>
            </li>
          ) : null}
          {emailsFailed > 0 ? (
            <li>
              <Link to={ATTENTION_LINKS.emailsFailed} className={LINK}>
                {emailsFailedText(emailsFailed)}
              </Link>
            </li>
          ) : null}
        </ul>
      ) : (
        <p>{NOTHING_NEEDS_ATTENTION}</p>
      )}
    </section>
  );
}

function OldestItems({ label, items, href, text }: { label: string; items: AttentionItem[]; href: (id: number) => string; text: (item: AttentionItem) => string }) {
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className={`${DETAIL} grid gap-0.5 pl-4`}>
      {items.map((item) => (
        <li key={item.id}>
          <Link to={href(item.id)} className="underline">
            {text(item)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** "Velvet Rose (10 ml, 3 left), Oud Noir (2 ml sample) and 4 more". */
function SizeNames({ sizes, total }: { sizes: (AttentionSize & { onHand?: number })[]; total: number }) {
  if (sizes.length === 0) return null;
  const more = total - sizes.length;
  return <p className={DETAIL}>{`${sizes.map(sizeItemText).join(", ")}${more > 0 ? ` and ${more} more` : ""}`}</p>;
}

/** /admin's one line: what needs attention, zeros left out, and the way to the dashboard. */
export function AttentionStrip({ attention }: { attention: AdminAttention }) {
  const text = attentionStripText(attention);
  return (
    <p
      className="rounded-xl border border-stone-200 bg-white px-4 py-2 text-sm dark:border-stone-800 dark:bg-stone-900"
      data-testid="attention-strip"
    >
      {text ? `${text} — ` : `${NOTHING_NEEDS_ATTENTION} `}
      <Link to={ATTENTION_LINKS.dashboard} className={LINK}>
        Open the dashboard
      </Link>
    </p>
  );
}
