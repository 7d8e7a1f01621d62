import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "#remix-runtime";
import { Form, Link, useActionData, useLoaderData, useNavigation, type MetaFunction } from "@remix-run/react";
import { AccountOverview } from "~/components/account/account-overview";
import { LoginForm, RegisterForm } from "~/components/account/auth-forms";
import { GeneralErrorBoundary } from "~/components/general-error";
import type { AuthReply } from "~/lib/auth-reply";
import { parsePage } from "~/lib/pagination";
import { loadAccountOverview } from "~/services/account-overview.server";
import { handleAccountAction } from "~/services/sign-in.server";
import { getUser } from "~/http/auth.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { seoMeta } from "~/lib/seo-meta";

// /login and /account are the same screen (spec route table; remix.config.js maps /account here).

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getUser(request, context);
  const url = new URL(request.url);
  if (user) {
    const overview = await loadAccountOverview({ db: context.db, userId: user.id, ordersPage: parsePage(url.searchParams.get("orders")) });
    return { user, ...overview, guest: null };
  }
  const redirectTo = url.searchParams.get("redirectTo");
  const favorite = url.searchParams.get("favorite");
  return {
    user: null,
    favorites: [],
    orders: null,
    guest: {
      tab: url.searchParams.get("tab") === "register" ? ("register" as const) : ("login" as const),
      redirectTo: redirectTo ? safeRedirect(redirectTo, "/account") : null,
      favorite: favorite && /^\d{1,15}$/.test(favorite) ? favorite : null,
    },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return handleAccountAction(request, context);
}

// A refused (rate-limited) post tells the browser when to try again.
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export default function AccountPage() {
  const { user, favorites, orders, guest } = useLoaderData<typeof loader>();
  if (user && orders) return <AccountOverview user={user} favorites={favorites} orders={orders} />;
  return <AccountCard tab={guest?.tab ?? "login"} redirectTo={guest?.redirectTo} favorite={guest?.favorite} />;
}

function AccountCard({ tab: urlTab, redirectTo, favorite }: { tab: "login" | "register"; redirectTo?: string | null; favorite?: string | null }) {
  const actionData = useActionData<AuthReply>();
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
      </div>
    </section>
  );
}

export const meta: MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: "Account", description: "Log in or create an account to save your favorite fragrances." });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
