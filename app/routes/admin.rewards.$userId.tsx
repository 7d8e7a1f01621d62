import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "#remix-runtime";
import { parseWithZod } from "@conform-to/zod/v4";
import { Link, useActionData, useLoaderData, type MetaFunction } from "@remix-run/react";
import { ADMIN_CELL, AdminTable } from "~/components/admin/admin-table";
import { RewardAdjustmentForm } from "~/components/admin/reward-adjustment-form";
import { RewardHistoryRow } from "~/components/reward-history-row";
import { rewardAdjustmentSchema } from "~/lib/reward-schemas";
import { signedPoints } from "~/lib/rewards";
import { parseId } from "~/lib/route-params";
import { adjustMemberPoints, adminRewardMemberPage } from "~/services/scent-rewards.server";
import { requireAdmin } from "~/http/auth.server";
import { redirectWithToast } from "~/http/toast.server";
import { seoMeta } from "~/lib/seo-meta";

const cell = ADMIN_CELL;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const userId = parseId(params.userId);
  const page = userId ? await adminRewardMemberPage(context, { userId }) : null;
  if (!page) throw new Response("Not Found", { status: 404 });
  return page;
}

/** An adjustment: back here with a toast, or 400 with the message beside its field and nothing written. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const userId = parseId(params.userId);
  if (!userId) throw new Response("Not Found", { status: 404 });
  const submission = parseWithZod(await request.formData(), { schema: rewardAdjustmentSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const adjusted = await adjustMemberPoints(context, { userId, adminId: admin.id, ...submission.value });
  if (!adjusted.ok && adjusted.reason === "not-member") throw new Response("Not Found", { status: 404 });
  if (!adjusted.ok) return data(submission.reply({ fieldErrors: { points: [adjusted.message] } }), { status: 400 });
  return redirectWithToast(context, `/admin/rewards/${userId}`, {
    title: "Points adjusted",
    description: `${signedPoints(submission.value.points)} points. The balance is now ${adjusted.balance.toLocaleString("en-US")} points.`,
    type: "success",
  });
}

export default function AdminRewardMember() {
  const member = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <article className="grid max-w-3xl gap-8">
      <div>
        <p className="text-sm">
          <Link to="/admin/rewards" className="underline">
            Back to members
          </Link>
        </p>
        <h2 className="mt-2 text-2xl break-words">{member.email}</h2>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-medium">Balance</dt>
          <dd data-testid="member-balance">{member.balanceText}</dd>
          <dt className="font-medium">Tier</dt>
          <dd>{member.tier}</dd>
          <dt className="font-medium">Joined</dt>
          <dd>{member.joined}</dd>
        </dl>
      </div>
      {/* Keyed on the balance: a saved adjustment starts a fresh form. */}
      <RewardAdjustmentForm key={member.balanceText} lastResult={lastResult} />
      <section aria-labelledby="ledger-heading">
        <h2 id="ledger-heading" className="mb-3 text-xl">
          Points history
        </h2>
        <AdminTable headings={["Date", "What", "Order", "Points"]} message={member.history.length === 0 ? "No points yet." : null}>
          {member.history.map((row) => (
            <RewardHistoryRow key={row.id} row={row} cell={cell} />
          ))}
        </AdminTable>
      </section>
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: member, matches }) => [
  ...seoMeta(matches, { title: `${member?.email ?? "Member"} · Rewards · Admin Panel`, description: "A Scent Rewards member's points and history." }),
  { name: "robots", content: "noindex" },
];
