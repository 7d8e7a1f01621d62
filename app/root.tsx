import {
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
} from "#remix-runtime";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  useLoaderData,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type MetaFunction,
} from "@remix-run/react";
import { useEffect } from "react";
import { GeneralErrorBoundary } from "./components/general-error";
import { NavigationProgress } from "./components/navigation-progress";
import { OfflineNotice } from "./components/offline-notice";
import { PageIndexingTags } from "./components/page-indexing-tags";
import { ScrollToTop } from "./components/scroll-to-top";
import { ScriptsOnIntent } from "./components/scripts-on-intent";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { useOptimisticTheme } from "./components/theme-toggle";
import { Toaster } from "./components/toaster";
import { WelcomePopup } from "./components/welcome-popup";
import { siteConfigFrom, DEFAULT_SITE } from "./lib/site";
import { metaDescription, pageTitle } from "./lib/seo";
import { countCartItems } from "./models/cart.server";
import { listFavoriteIds } from "./models/favorite.server";
import stylesheet from "./styles/app.css";
import displayFont from "@fontsource/gelasio/files/gelasio-latin-400-normal.woff2";
import { getUserAndStaleCookie } from "./http/auth.server";
import { readCartId } from "./http/cart-cookie.server";
import { useNonce } from "./components/hooks/nonce-provider";
import { publicOrigin } from "./http/public-origin.server";
import { getLiteMode } from "./http/lite-mode.server";
import { getTheme } from "./http/theme.server";
import { themeClass, type ThemeSetting } from "./lib/theme";
import { getToast } from "./http/toast.server";

// The display face for headings (Gelasio, Latin, regular: 19 KiB), self-hosted
// from the build with a fingerprinted name, preloaded, and swapped in when it
// arrives so text never waits for it. The share cards draw with the same face.
const DISPLAY_FONT_FACE = `@font-face{font-family:"Gelasio";font-style:normal;font-weight:400;font-display:swap;src:url(${displayFont}) format("woff2")}`;

export const links: LinksFunction = () => [
  { rel: "preload", href: displayFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [theme, liteMode, { toast, headers }, cartId, { user: currentUser, clearCookie }] = await Promise.all([
    getTheme(request),
    getLiteMode(request),
    getToast(request, context),
    readCartId(request, context),
    getUserAndStaleCookie(request, context),
  ]);
  const responseHeaders = new Headers(headers ?? undefined);
  if (clearCookie) responseHeaders.append("Set-Cookie", clearCookie);
  // Only what the page needs about the shopper.
  const user = currentUser
    ? {
        id: currentUser.id,
        email: currentUser.email,
        firstName: currentUser.firstName,
        lastName: currentUser.lastName,
        role: currentUser.role,
      }
    : null;
  // A signed-in shopper's cart is theirs on every browser; a guest's is the cookie's.
  const [cartCount, favoriteIds] = await Promise.all([
    countCartItems({ db: context.db, userId: currentUser?.id ?? null, cookieCartId: cartId }),
    // Ids only, for the favourite toggles' state on every card.
    currentUser ? listFavoriteIds({ db: context.db, userId: currentUser.id }) : Promise.resolve([]),
  ]);
  const site = siteConfigFrom({
    brandName: context.env.brandName,
    contactEmail: context.env.contactEmail,
    contactPhone: context.env.contactPhone,
  });
  return data(
    // The origin of canonical links: PUBLIC_ORIGIN when set.
    { theme, liteMode, toast, site, cartCount, user, favoriteIds, origin: publicOrigin(request, context) },
    { headers: responseHeaders },
  );
}

function Document({
  children,
  theme,
  liteMode,
  head,
}: {
  children: React.ReactNode;
  theme: ThemeSetting;
  liteMode: boolean;
  head: React.ReactNode;
}) {
  const nonce = useNonce();
  useEffect(() => {
    // Scripts have taken over, error pages included: browser tests wait for this, and the boot
    // script replays taps it held until now (decision 0041).
    document.documentElement.dataset.hydrated = "true";
  }, []);
  // A page that must not hydrate (the offline page, served at any address) gets no scripts;
  // every other page starts them on the visitor's first touch or key (decision 0040).
  const hydrate = useScriptsRun();
  return (
    // data-lite-mode says which page this is (tests and curious developers read it).
    <html lang="en" className={themeClass(theme)} data-lite-mode={liteMode ? "on" : "off"}>
      <head>
        <meta charSet="utf-8" />
        {/* Form controls and scrollbars follow the page's scheme. */}
        <meta name="color-scheme" content={theme === "system" ? "light dark" : theme} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <style dangerouslySetInnerHTML={{ __html: DISPLAY_FONT_FACE }} />
        <Links />
        {head}
      </head>
      <body className="flex min-h-screen flex-col font-sans">
        {children}
        {hydrate ? <ScriptsOnIntent nonce={nonce} /> : null}
      </body>
    </html>
  );
}

/** False on a page that must not hydrate (the offline page): it gets no scripts, so no boot script either. */
function useScriptsRun() {
  return !useMatches().some((match) => (match.handle as { hydrate?: boolean } | undefined)?.hydrate === false);
}

export default function App() {
  const { theme, liteMode, toast, site, cartCount, user, origin } = useLoaderData<typeof loader>();
  const currentTheme = useOptimisticTheme(theme);
  // A page whose heading takes focus on load (the order confirmation) keeps it.
  const pageTakesFocus = useMatches().some((match) => (match.handle as { takesFocus?: boolean } | undefined)?.takesFocus);
  // The popup's dialog is opened by the boot script (decision 0045): not in lite mode (no pop-up
  // there), nor on a page without scripts, where nothing could open it.
  const scriptsRun = useScriptsRun();
  const popup = !liteMode && scriptsRun;
  return (
    <Document theme={currentTheme} liteMode={liteMode} head={<PageIndexingTags origin={origin} />}>
      <Toaster serverToast={toast} focusServerToast={!pageTakesFocus}>
        <NavigationProgress />
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
          Skip to content
        </a>
        <SiteHeader brandName={site.brandName} cartCount={cartCount} isLoggedIn={Boolean(user)} theme={currentTheme} />
        <main id="main" className="flex-1">
          <Outlet />
        </main>
        <SiteFooter site={site} liteMode={liteMode} />
        <ScrollToTop />
        <OfflineNotice />
        {popup ? <WelcomePopup brandName={site.brandName} /> : null}
      </Toaster>
    </Document>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: rootData }) => {
  const site = rootData?.site ?? DEFAULT_SITE;
  return [
    { title: pageTitle(null, site.brandName) },
    {
      name: "description",
      content: metaDescription(
        `${site.brandName}: premium concentrated fragrance oils in 10ml glass roll-on bottles, each inspired by a designer perfume.`,
      ),
    },
  ];
};

/** Errors thrown before the root loader ran still get the full shell. */
export function ErrorBoundary() {
  const error = useRouteError();
  const rootData = useRouteLoaderData<typeof loader>("root");
  const site = rootData?.site ?? DEFAULT_SITE;
  const is404 = isRouteErrorResponse(error) && error.status === 404;
  return (
    // An error page is nobody's search result and has no canonical address.
    <Document theme={rootData?.theme ?? "system"} liteMode={rootData?.liteMode ?? false} head={<meta name="robots" content="noindex" />}>
      <title>{pageTitle(is404 ? "Page Not Found" : "Error", site.brandName)}</title>
      <SiteHeader
        brandName={site.brandName}
        cartCount={rootData?.cartCount ?? 0}
        isLoggedIn={Boolean(rootData?.user)}
        theme={rootData?.theme ?? "system"}
      />
      <main id="main" className="flex-1">
        <GeneralErrorBoundary />
      </main>
      <SiteFooter site={site} liteMode={rootData?.liteMode ?? false} />
    </Document>
  );
}
