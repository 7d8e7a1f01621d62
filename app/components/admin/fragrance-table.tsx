import { Icon } from "~/components/icon";
import { Link } from "@remix-run/react";
import Check from "@lucide/icons/icons/check";
import X from "@lucide/icons/icons/x";
import { notesSummary } from "~/lib/fragrance-schema";
import { formatCents } from "~/lib/money";
import { SIZES, SIZE_SHORT_LABELS, type Size } from "~/lib/sizes";
import { availability } from "~/lib/stock";
import { GENDER_LABELS } from "~/lib/site";
import { shopDateTime } from "~/lib/shop-time";
import type { PublicFragrance } from "~/models/fragrance.server";
import { ADMIN_CELL, AdminTable } from "./admin-table";
import { ConfirmDeleteLink } from "./confirm-delete";
import { smallImageUrl } from "~/lib/fragrance-image";

export type AdminFragranceRow = Omit<PublicFragrance, "createdAt"> & {
  createdAt: string | Date;
  updatedAt: string | Date;
  samplePriceCents: number;
  samplesOffered: boolean;
  stock: Record<Size, number>;
};

const cell = `${ADMIN_CELL} align-middle`;

export const DELETE_FRAGRANCE_QUESTION = "Are you sure you want to delete this fragrance?";

export function FragranceTable({
  fragrances,
  loading,
  redirectTo,
  onEdit,
}: {
  fragrances: AdminFragranceRow[];
  loading: boolean;
  redirectTo: string;
  onEdit: (fragrance: AdminFragranceRow) => void;
}) {
  return (
    <AdminTable
      headings={["ID", "Image", "Name", "Gender", "Notes", "Price", "Stock", "Updated", "Featured", "Actions"]}
      message={loading ? "Loading fragrances..." : fragrances.length === 0 ? "No fragrances found." : null}
      busy={loading}
      tableClassName="min-w-[60rem]"
      cellClassName={cell}
    >
      {fragrances.map((fragrance) => (
        <tr key={fragrance.id}>
          <td className={cell}>{fragrance.id}</td>
          <td className={cell}>
            <img src={smallImageUrl(fragrance.imageUrl)} alt="" width={40} height={40} loading="lazy" className="size-10 rounded bg-stone-100 object-cover dark:bg-stone-800" />
          </td>
          <td className={cell}>
            <span className="font-medium">{fragrance.name}</span>
            {fragrance.inspiration ? (
              <span className="block text-xs text-stone-600 dark:text-stone-400">{`Inspired by ${fragrance.inspiration}`}</span>
            ) : null}
          </td>
          <td className={cell}>{GENDER_LABELS[fragrance.gender]}</td>
          <td className={cell}>{notesSummary(fragrance)}</td>
          <td className={cell}>{formatCents(fragrance.price)}</td>
          <td className={`${cell} whitespace-nowrap`}>
            <StockCell fragrance={fragrance} />
          </td>
          <td className={`${cell} whitespace-nowrap`}>{shopDateTime(fragrance.updatedAt)}</td>
          <td className={cell}>
            {fragrance.featured ? (
              <Icon icon={Check} className="size-5 text-emerald-700" role="img" aria-label="Featured" />
            ) : (
              <Icon icon={X} className="size-5 text-stone-500" role="img" aria-label="Not featured" />
            )}
          </td>
          <td className={`${cell} whitespace-nowrap`}>
            <Link
              to={`/admin/fragrances/${fragrance.id}/edit?${new URLSearchParams({ redirectTo })}`}
              className="mr-3 hover:underline"
              aria-label={`Edit ${fragrance.name}`}
              onClick={(event) => {
                event.preventDefault();
                onEdit(fragrance);
              }}
            >
              Edit
            </Link>
            <Link to={`/admin/fragrances/${fragrance.id}/photo`} className="mr-3 hover:underline" aria-label={`Photo of ${fragrance.name}`}>
              Photo
            </Link>
            <ConfirmDeleteLink
              confirmPage={`/admin/fragrances/${fragrance.id}/delete?${new URLSearchParams({ redirectTo })}`}
              action={`/admin/fragrances/${fragrance.id}/delete`}
              fields={{ redirectTo }}
              question={DELETE_FRAGRANCE_QUESTION}
              className="text-red-700 hover:underline dark:text-red-400"
              aria-label={`Delete ${fragrance.name}`}
            />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

const SIZE_NAMES: Record<Size, string> = { "10ml": SIZE_SHORT_LABELS["10ml"], "2ml": "2 ml" };

/** "10 ml: 12" over "2 ml: 0 Sold out"; a sample not offered says so instead of a count. */
function StockCell({ fragrance }: { fragrance: AdminFragranceRow }) {
  return (
    <ul className="grid gap-0.5">
      {SIZES.map((size) => {
        const onHand = fragrance.stock[size];
        const state = availability(onHand);
        const offered = size === "10ml" || fragrance.samplesOffered;
        return (
          <li key={size} data-testid={`stock-${size}`}>
            {`${SIZE_NAMES[size]}: ${onHand}`}
            {!offered ? <span className="ml-1 text-xs text-stone-600 dark:text-stone-400">(not offered)</span> : null}
            {offered && state === "sold_out" ? <span className="ml-1 rounded bg-red-100 px-1 text-xs font-semibold text-red-800 dark:bg-red-950 dark:text-red-200">Sold out</span> : null}
            {offered && state === "low" ? <span className="ml-1 rounded bg-amber-100 px-1 text-xs font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-200">Low</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
