import { data, redirect, type ActionFunctionArgs, type AppLoadContext, type HeadersFunction, type LoaderFunctionArgs } from "#remix-runtime";
import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useLoaderData, useNavigation, type MetaFunction } from "@remix-run/react";
import { AccountOverview } from "~/components/account/account-overview";
import { LoginForm, RegisterForm } from "~/components/account/auth-forms";
import { PasskeySignIn } from "~/components/account/passkey-sign-in";
import { TwoFactorStepForm, type TwoFactorStepReply } from "~/components/account/two-factor-step-form";
import { GeneralErrorBoundary } from "~/components/general-error";
import { EMAIL_TAKEN, formErrorReply, LOGIN_FAILED, type AuthIntent, type AuthReply } from "~/lib/auth-reply";
import { favoriteSchema, loginSchema, registerSchema } from "~/lib/auth-schemas";
import { FAVORITE_SUCCESS } from "~/lib/favorite-messages";
import { HONEYPOT_MESSAGE, isHoneypotFilled } from "~/lib/honeypot";
import { parsePage } from "~/lib/pagination";
import type { ToastInput } from "~/lib/toast";
import { listAccountSessions } from "~/services/account-sessions.server";
import { loadAccountOverview } from "~/services/account-overview.server";
import { joinScentRewards } from "~/services/scent-rewards.server";
import { codeStepSchema, CODE_WRONG } from "~/lib/two-factor-schemas";
import { completeTwoFactorSignIn, logIn, register, type SignInCarryOver } from "~/services/sign-in.server";
import { loadTwoFactorSummary } from "~/services/two-factor.server";
import { endUserSession, getSessionToken, getUser } from "~/http/auth.server";
import { tooManyRequestsReply } from "~/http/form-rate-limit.server";
import { readSignInCarryOver, signedInCookies } from "~/http/sign-in-cookies.server";
import { redirectWithToast } from "~/http/toast.server";
import { readTrustedBrowserToken, trustedBrowserSetCookie } from "~/http/trusted-browser-cookie.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { seoMeta } from "~/lib/seo-meta";

// /login and /account are the same screen (spec route table; remix.config.js maps /account here).

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getUser(request, context);
  const url = new URL(request.url);
  if (user) {
    const [overview, sessions, twoFactor] = await Promise.all([
      loadAccountOverview({ db: context.db, userId: user.id, ordersPage: parsePage(url.searchParams.get("orders")) }),
      listAccountSessions(context, { userId: user.id, currentToken: await getSessionToken(request, context) }),
      loadTwoFactorSummary(context, user.id),
    ]);
    return { user, ...overview, sessions, twoFactor, guest: null };
  }
  const redirectTo = url.searchParams.get("redirectTo");
  const favorite = url.searchParams.get("favorite");
  return {
    user: null,
    favorites: [],
    passkeys: [],
    orders: null,
    rewards: null,
    sessions: [],
    twoFactor: null,
    guest: {
      tab: url.searchParams.get("tab") === "register" ? ("register" as const) : ("login" as const),
      redirectTo: redirectTo ? safeRedirect(redirectTo, "/account") : null,
      favorite: favorite && /^\d{1,15}$/.test(favorite) ? favorite : null,
    },
  };
}

const REWARDS_PATH = "/account#rewards";
const JOINED_TOAST = { title: "Welcome to Scent Rewards", description: "Your paid orders now earn points.", type: "success" } as const;
const ALREADY_MEMBER_TOAST = { title: "Scent Rewards", description: "You are already a member.", type: "info" } as const;

const SUCCESS_TOASTS = {
  login: { title: "Login successful", description: "Welcome back!" },
  register: { title: "Registration successful", description: "Your account has been created." },
} satisfies Record<AuthIntent, ToastInput>;

/** The account screen's POST: log in, register or log out. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "logout") {
    const headers = await endUserSession(request, context);
    return redirectWithToast(context, "/account", { title: "Logged out", description: "You have been logged out successfully." }, { headers });
  }
  if (intent === "join-rewards") return joinRewards(request, context);
  if (intent === "two-factor") return codeStep(request, context, form);
  if (intent !== "login" && intent !== "register") return data({ intent: null, result: formErrorReply("Unknown action.") }, { status: 400 });

  const carryOver = await readSignInCarryOver(request, context);
  // A guest who tapped a favourite came here with its id: saved on the way back.
  const favorite = favoriteSchema.safeParse({ fragranceId: form.get("favorite") ?? undefined });
  const input = { favoriteId: favorite.success ? favorite.data.fragranceId : null, ...carryOver };
  const reply: ReplyContext = { context, intent, carryOver, redirectTo: safeRedirect(form.get("redirectTo"), "/account") };
  if (intent === "login") {
    const post = acceptAuthForm(form, parseWithZod(form, { schema: loginSchema }));
    const trustedBrowserToken = await readTrustedBrowserToken(request, context);
    const outcome = await logIn(context, { fields: post.fields, trustedBrowserToken, ...input });
    // Two-factor on: the password was right, the code step comes next (same page, no redirect).
    if (!outcome.ok && outcome.reason === "two-factor-required") {
      const favoriteId = input.favoriteId === null ? null : String(input.favoriteId);
      return data({ intent: "two-factor", challenge: outcome.challengeToken, redirectTo: reply.redirectTo, favorite: favoriteId, result: null } satisfies TwoFactorStepReply);
    }
    return answer(reply, post, outcome);
  }
  const post = acceptAuthForm(form, parseWithZod(form, { schema: registerSchema }));
  return answer(reply, post, await register(context, { fields: post.fields, ...input }));
}

/**
 * The sign-in's code step (two-factor on): signed in with the code, or the
 * step again with the code's message; a stale challenge goes back to the
 * password.
 */
async function codeStep(request: Request, context: AppLoadContext, form: FormData) {
  const submission = parseWithZod(form, { schema: codeStepSchema });
  const carryOver = await readSignInCarryOver(request, context);
  const favorite = favoriteSchema.safeParse({ fragranceId: form.get("favorite") ?? undefined });
  const favoriteId = favorite.success ? favorite.data.fragranceId : null;
  const redirectTo = safeRedirect(form.get("redirectTo"), "/account");
  const fields = submission.status === "success" ? submission.value : null;
  const outcome = await completeTwoFactorSignIn(context, { fields, favoriteId, ...carryOver });
  if (outcome.ok) {
    const headers = await signedInCookies(context, outcome.session, carryOver);
    if (outcome.trustedBrowser) headers.append("Set-Cookie", await trustedBrowserSetCookie(context, outcome.trustedBrowser));
    return redirectWithToast(context, redirectTo, outcome.favoriteSaved ? FAVORITE_SUCCESS.add : SUCCESS_TOASTS.login, { headers });
  }
  const step = { intent: "two-factor" as const, challenge: String(form.get("challenge") ?? ""), redirectTo, favorite: favoriteId === null ? null : String(favoriteId) };
  if (outcome.reason === "rate-limited") return tooManyRequestsReply(step, outcome);
  if (outcome.reason === "challenge-expired") {
    return data({ intent: "login" as const, result: formErrorReply("Your sign-in took too long. Please log in again.") }, { status: 400 });
  }
  const error = outcome.reason === "code-failed" ? { fieldErrors: { code: [CODE_WRONG] } } : {};
  return data({ ...step, result: submission.reply({ ...error, hideFields: ["code"] }) } satisfies TwoFactorStepReply, { status: 400 });
}

/** Joins the signed-in shopper to Scent Rewards and shows their rewards; a guest logs in first and comes back here. */
async function joinRewards(request: Request, context: AppLoadContext) {
  const user = await getUser(request, context);
  if (!user) return redirect(`/login?${new URLSearchParams({ redirectTo: REWARDS_PATH })}`);
  const { joined } = await joinScentRewards(context, { userId: user.id });
  return redirectWithToast(context, REWARDS_PATH, joined ? JOINED_TOAST : ALREADY_MEMBER_TOAST);
}

/** The form's fields when they pass the schema and the honeypot is empty; else the reply that says why. */
function acceptAuthForm<Fields>(form: FormData, submission: Submission<unknown, string[], Fields>) {
  if (submission.status !== "success") return { fields: null, refusal: submission.reply({ hideFields: ["password"] }), submission };
  if (isHoneypotFilled(form)) return { fields: null, refusal: formErrorReply(HONEYPOT_MESSAGE), submission };
  return { fields: submission.value, refusal: null, submission };
}

type AuthOutcome = Awaited<ReturnType<typeof logIn>> | Awaited<ReturnType<typeof register>>;
type ReplyContext = { context: AppLoadContext; intent: AuthIntent; carryOver: SignInCarryOver; redirectTo: string };

/** Signed in: back where the shopper came from, with a toast. Refused: conform's reply for the form that was sent. */
async function answer(
  { context, intent, carryOver, redirectTo }: ReplyContext,
  post: { refusal: SubmissionResult<string[]> | null; submission: Pick<Submission<unknown>, "reply"> },
  outcome: AuthOutcome,
) {
  if (outcome.ok) {
    const headers = await signedInCookies(context, outcome.session, carryOver);
    return redirectWithToast(context, redirectTo, outcome.favoriteSaved ? FAVORITE_SUCCESS.add : SUCCESS_TOASTS[intent], { headers });
  }
  if (outcome.reason === "rate-limited") return tooManyRequestsReply({ intent }, outcome);
  // Past the limit, the use case stops at the input only when this form refused it.
  if (post.refusal) return data({ intent, result: post.refusal }, { status: 400 });
  const error: { fieldErrors?: Record<string, string[]>; formErrors?: string[] } =
    outcome.reason === "email-taken"
      ? { fieldErrors: { email: [EMAIL_TAKEN] } }
      : outcome.reason === "weak-password"
        ? { fieldErrors: { password: [outcome.message] } }
        : { formErrors: [outcome.reason === "code-failed" ? CODE_WRONG : LOGIN_FAILED] };
  return data({ intent, result: post.submission.reply({ ...error, hideFields: ["password"] }) }, { status: 400 });
}

// A refused (rate-limited) post tells the browser when to try again.
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export default function AccountPage() {
  const { user, favorites, orders, rewards, sessions, passkeys, twoFactor, guest } = useLoaderData<typeof loader>();
  const actionData = useActionData<AuthReply | TwoFactorStepReply>();
  if (user && orders) {
    return <AccountOverview user={user} favorites={favorites} orders={orders} rewards={rewards} sessions={sessions} passkeys={passkeys} twoFactor={twoFactor} />;
  }
  if (actionData?.intent === "two-factor") return <TwoFactorStepForm key={actionData.challenge} reply={actionData} />;
  return <AccountCard tab={guest?.tab ?? "login"} redirectTo={guest?.redirectTo} favorite={guest?.favorite} />;
}

function AccountCard({ tab: urlTab, redirectTo, favorite }: { tab: "login" | "register"; redirectTo?: string | null; favorite?: string | null }) {
  const lastReply = useActionData<AuthReply | TwoFactorStepReply>();
  const actionData = lastReply?.intent === "two-factor" ? undefined : lastReply;
  const navigation = useNavigation();
  // A refused post shows the form it came from, whatever the URL's tab says.
  const tab = actionData?.intent ?? urlTab;
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === tab;
  const reply = actionData?.intent === tab ? actionData.result : null;

  // Tabs are links, so they work without JavaScript and keep the return address.
  const tabHref = (value: "login" | "register") => {
    const params = new URLSearchParams();
    if (value === "register") params.set("tab", "register");
    if (redirectTo) params.set("redirectTo", redirectTo);
    if (favorite) params.set("favorite", favorite);
    const query = params.toString();
    return query ? `?${query}` : ".";
  };
  const tabs = [
    { value: "login", label: "Login" },
    { value: "register", label: "Register" },
  ] as const;
  const formProps = { idPrefix: "account", lastResult: reply, redirectTo, favorite, FormComponent: Form, busy };

  return (
    <section className="container-page flex justify-center py-12">
      <div className="w-full max-w-md rounded-2xl border border-stone-200 bg-white p-6 sm:p-8 dark:border-stone-800 dark:bg-stone-900">
        <h1 className="text-3xl">Account</h1>
        <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">
          Log in or create an account to save your favorite fragrances
        </p>
        <div role="tablist" aria-label="Account" className="mt-6 flex gap-1 rounded-full bg-stone-100 p-1 dark:bg-stone-800">
          {tabs.map((item) => (
            <Link
              key={item.value}
              to={tabHref(item.value)}
              role="tab"
              aria-selected={tab === item.value}
              replace
              preventScrollReset
              className={`flex-1 rounded-full px-4 py-2 text-center text-sm font-medium ${tab === item.value ? "bg-stone-900 text-white dark:bg-gold-300 dark:text-stone-950" : "text-stone-600 dark:text-stone-400"}`}
            >
              {item.label}
            </Link>
          ))}
        </div>
        {navigation.state === "loading" && navigation.formData ? (
          <p role="status" className="mt-4 text-sm text-stone-600 dark:text-stone-400">
            Loading account information...
          </p>
        ) : null}
        <div role="tabpanel" aria-label={tab === "login" ? "Login" : "Register"} className="mt-6">
          {tab === "login" ? <LoginForm key="login" {...formProps} /> : <RegisterForm key="register" {...formProps} />}
        </div>
        {tab === "login" ? <PasskeySignIn redirectTo={redirectTo} favorite={favorite} /> : null}
      </div>
    </section>
  );
}

export const meta: MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: "Account", description: "Log in or create an account to save your favorite fragrances." });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
