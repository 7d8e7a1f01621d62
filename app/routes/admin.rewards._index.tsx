import type { LoaderFunctionArgs } from "#remix-runtime";
import { Form, Link, useLoaderData, useLocation, type MetaFunction } from "@remix-run/react";
import { Pager } from "~/components/admin/admin-nav";
import { ADMIN_CELL, AdminTable } from "~/components/admin/admin-table";
import { Field } from "~/components/ui/field";
import { pageCount, pageHref, parsePage } from "~/lib/pagination";
import { parseRewardMemberSearch, REWARD_MEMBER_SORTS } from "~/lib/reward-schemas";
import { formatPoints, REWARD_TIER_NAMES, tierFor } from "~/lib/rewards";
import { shopDay } from "~/lib/shop-time";
import { listRewardMembers } from "~/models/admin-reward.server";
import { getTierThresholds } from "~/models/shop-settings.server";
import { requireAdmin } from "~/http/auth.server";
import { seoMeta } from "~/lib/seo-meta";

const PAGE_SIZE = 50;
const cell = ADMIN_CELL;

/** Scent Rewards members (issue 35): search by e-mail and sort, in the URL of a plain GET form. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const params = new URL(request.url).searchParams;
  const search = parseRewardMemberSearch(params);
  const page = parsePage(params.get("page"));
  const [{ members, total }, thresholds] = await Promise.all([
    listRewardMembers({ db: context.db, ...search, page, pageSize: PAGE_SIZE, now: Date.now() }),
    getTierThresholds({ db: context.db }),
  ]);
  // Worded here, on the server, so the page's scripts carry no formatting rules.
  const rows = members.map((member) => ({
    userId: member.userId,
    email: member.email,
    tier: REWARD_TIER_NAMES[tierFor(member.spendCents, thresholds)],
    balance: formatPoints(member.balance),
    joined: shopDay(member.joinedAt),
  }));
  return { email: search.emailContains ?? "", sort: search.sort, page, pages: pageCount(total, PAGE_SIZE), total, members: rows };
}

export default function AdminRewards() {
  const { email, sort, page, pages, total, members } = useLoaderData<typeof loader>();
  const location = useLocation();
  const filtered = email !== "" || sort !== "joined";
  return (
    <>
      <Form method="get" role="search" aria-label="Find members" className="mb-4 flex flex-wrap items-end gap-3">
        <Field field={{ id: "members-email", name: "email", initialValue: email }} label="Email" type="search" maxLength={255} autoComplete="off" />
        <Field field={{ id: "members-sort", name: "sort", initialValue: sort }} label="Sort" type="select">
          {Object.entries(REWARD_MEMBER_SORTS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Field>
        <button type="submit" className="btn-primary">
          Search
        </button>
        {filtered ? (
          <Link to="/admin/rewards" className="btn-outline">
            Clear
          </Link>
        ) : null}
      </Form>
      <p className="mb-2 text-sm text-stone-600 dark:text-stone-400" role="status">
        {total === 1 ? "1 member" : `${total} members`}
      </p>
      <AdminTable
        headings={["E-mail", "Tier", "Balance", "Joined"]}
        message={members.length === 0 ? (email ? "No members match this e-mail." : "No members yet.") : null}
        tableClassName="min-w-[32rem]"
      >
        {members.map((member) => (
          <tr key={member.userId}>
            <td className={cell}>
              <Link to={`/admin/rewards/${member.userId}`} className="font-medium underline">
                {member.email}
              </Link>
            </td>
            <td className={cell}>{member.tier}</td>
            <td className={`${cell} tabular-nums`}>{member.balance}</td>
            <td className={cell}>{member.joined}</td>
          </tr>
        ))}
      </AdminTable>
      <Pager page={page} pages={pages} href={(n) => pageHref(location.search, "/admin/rewards", n)} />
    </>
  );
}

export const meta: MetaFunction = ({ matches }) => [
  ...seoMeta(matches, { title: "Rewards · Admin Panel", description: "Scent Rewards members, their tiers and balances." }),
  { name: "robots", content: "noindex" },
];
