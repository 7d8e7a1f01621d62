/**
 * The code every page's browser bundle shares, gathered into one chunk.
 *
 * The classic Remix compiler (esbuild) puts a module into a chunk keyed by the
 * exact set of entry points (route modules and lazily loaded components) that
 * import it. Used by different sets, the shell's modules (toaster, icon, error
 * screens, SEO helpers, cart and favourite buttons) each became a chunk of
 * 100-800 bytes: 25 scripts on the home page, compressed one by one. Every
 * route module, entry.client and every lazily loaded component imports this
 * file first, so these modules are reached by the same set as React and Remix
 * and esbuild emits them all as one chunk: 10 scripts instead of 25 on the
 * home page, and 3 KB less.
 * See decision 0015.
 *
 * Add a module here only if nearly every page renders it: every page loads it.
 */
import "~/components/toaster";
import "~/components/toast-card";
import "~/components/icon";
import "~/components/general-error";
import "~/components/not-found-message";
import "~/components/add-to-cart-button";
import "~/components/favorite-toggle";
import "~/utils/seo-meta";
import "~/components/hooks/use-hydrated";
import "~/lib/seo";
import "~/lib/site";
import "~/lib/money";
import "~/lib/fetch-priority";
import "lucide/dist/esm/icons/search.mjs";
import "lucide/dist/esm/icons/shopping-bag.mjs";
import "lucide/dist/esm/icons/check.mjs";
