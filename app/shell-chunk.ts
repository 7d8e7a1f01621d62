/**
 * The code every page's browser bundle shares, gathered into one chunk.
 *
 * The classic Remix compiler (esbuild) puts a module into a chunk keyed by the
 * exact set of entry points (route modules and lazily loaded components) that
 * reach it. Reached by different sets, the shell's modules (toaster, icon,
 * error screens, SEO helpers, cart and favourite buttons) each became a chunk
 * of 100-800 bytes: 25 scripts on the home page, compressed one by one. The
 * browser build makes every entry point that renders import this file first
 * (config/shell-chunk-plugin.js), so these modules are reached by the same set
 * as React and Remix and esbuild emits them all as one chunk. No source file
 * imports it. See decisions 0015 and 0021.
 *
 * Add a module here only if nearly every page renders it: every page loads it.
 * A bare import of an icon file still counts: esbuild drops the import (the icon package
 * declares no side effects) but keeps the icon in this chunk.
 */
import "~/components/toaster";
import "~/components/toast-card";
import "~/components/icon";
import "~/components/general-error";
import "~/components/not-found-message";
import "~/components/add-to-cart-button";
import "~/components/favorite-toggle";
import "~/lib/seo-meta";
import "~/components/hooks/use-hydrated";
import "~/lib/seo";
import "~/lib/site";
import "~/lib/money";
import "~/lib/fetch-priority";
// Cards, the product page, the home art and the cart show uploaded photos (decision 0036).
import "~/lib/photo";
import "@lucide/icons/icons/search";
import "@lucide/icons/icons/shopping-bag";
import "@lucide/icons/icons/check";
// Each of these was a chunk of its own of 80-650 bytes on every budgeted page
// (the header's search links, Lite mode, image addresses, the close icon of
// toasts and dialogs): one request each before the first paint (decision 0037).
import "~/lib/shop-filters";
import "~/components/hooks/use-lite-mode";
import "~/lib/fragrance-image";
import "@lucide/icons/icons/x";
// Not on every page, but on three of the four budgeted ones (home, shop and the
// product page's related fragrances) and the cart totals on product and checkout:
// one request fewer there for about 0.6 KiB more on pages without cards (decision 0037).
import "~/components/fragrance-card";
import "~/lib/cart-totals";
