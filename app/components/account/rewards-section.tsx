import { Form } from "@remix-run/react";
import { SubmitButton } from "~/components/ui/submit-button";
import { AccountSection } from "./account-section";
import { RewardHistoryRow } from "~/components/reward-history-row";
import type { RewardHistoryLine } from "~/lib/rewards";

export type AccountRewards = {
  balance: number;
  balanceText: string;
  tier: string;
  progress: string;
  history: RewardHistoryLine[];
};

const cell = "px-3 py-2";

/**
 * Scent Rewards on the account screen (issue 35): a shopper who has not
 * joined gets the pitch and a plain POST form to join; a member sees the
 * balance, tier, what the next tier needs and the points history.
 */
export function RewardsSection({ rewards }: { rewards: AccountRewards | null }) {
  return (
    <AccountSection id="rewards" title="Scent Rewards">
      {rewards ? <MemberRewards rewards={rewards} /> : <JoinRewards />}
    </AccountSection>
  );
}

function JoinRewards() {
  return (
    <div className="mt-4">
      <p className="text-stone-700 dark:text-stone-300">
        Earn 5 points for every $1 you spend, 7 at Aroma and 10 at Elixir. Points never expire: every 100 points take $1.00 off an order at
        checkout. Joining is free.
      </p>
      <Form method="post" action="/account" className="mt-4">
        <input type="hidden" name="intent" value="join-rewards" />
        <SubmitButton pendingLabel="Joining...">Join Scent Rewards</SubmitButton>
      </Form>
    </div>
  );
}

function MemberRewards({ rewards }: { rewards: AccountRewards }) {
  return (
    <div className="mt-4 grid gap-4">
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-xl bg-stone-100 p-4 dark:bg-stone-800">
          <dt className="text-xs tracking-wide uppercase">Balance</dt>
          <dd className="mt-1 text-lg font-semibold" data-testid="rewards-balance">
            {rewards.balanceText}
          </dd>
        </div>
        <div className="rounded-xl bg-stone-100 p-4 dark:bg-stone-800">
          <dt className="text-xs tracking-wide uppercase">Tier</dt>
          <dd className="mt-1 text-lg font-semibold" data-testid="rewards-tier">
            {rewards.tier}
          </dd>
        </div>
      </dl>
      <p className="text-sm text-stone-700 dark:text-stone-300">{rewards.progress}</p>
      {rewards.history.length === 0 ? (
        <p className="text-sm text-stone-600 dark:text-stone-400">No points yet: your orders earn them once they are paid.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[28rem] text-left text-sm">
            <caption className="sr-only">Points history</caption>
            <thead className="border-b border-stone-200 text-xs tracking-wide uppercase dark:border-stone-800">
              <tr>
                <th scope="col" className={cell}>
                  Date
                </th>
                <th scope="col" className={cell}>
                  What
                </th>
                <th scope="col" className={cell}>
                  Order
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  Points
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-200 dark:divide-stone-800">
              {rewards.history.map((row) => (
                <RewardHistoryRow key={row.id} row={row} cell={cell} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
