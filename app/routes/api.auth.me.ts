import type { LoaderFunctionArgs } from "#remix-runtime";
import { rewardsSummary } from "~/services/scent-rewards.server";
import { requireApiUser } from "~/http/auth.server";

/** GET /api/auth/me: the current user (read for `id`) and their Scent Rewards (null before joining), 401 without a live token. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireApiUser(request, context);
  const rewards = await rewardsSummary(context, { userId: user.id });
  return Response.json({ ...user, rewards }, { headers: { "Cache-Control": "private, no-store" } });
}
