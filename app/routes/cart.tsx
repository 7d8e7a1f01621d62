import { data, type HeadersFunction, type LoaderFunctionArgs } from "#remix-runtime";
import { Form, Link, useLoaderData, type MetaFunction } from "@remix-run/react";
import { CartLineList } from "~/components/cart-line-list";
import { CartPageFrame } from "~/components/cart-page-frame";
import { ExpressCheckoutSlot } from "~/components/express-checkout-slot";
import { OrderTotals } from "~/components/order-totals";
import { TAX_AT_CHECKOUT } from "~/lib/cart-tax-row";
import { getUser } from "~/http/auth.server";
import { getRequestCartId } from "~/http/request-cart.server";
import { cartSummary } from "~/services/cart-changes.server";
import { walletOnPage } from "~/services/express-checkout.server";
import { seoMeta } from "~/lib/seo-meta";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const cartId = await getRequestCartId(request, context, await getUser(request, context));
  // With Stripe, the wallet buttons (issue 39) load above the checkout link.
  return data({ ...(await cartSummary(context, { cartId })), wallet: walletOnPage(context) }, { headers: { "Cache-Control": "no-store" } });
}

/** The cart without JavaScript: every change is a plain form post. */
export default function CartPage() {
  const { lines, totals, collectsTax, wallet } = useLoaderData<typeof loader>();
  return (
    <CartPageFrame title="Your Cart" empty={lines.length === 0}>
      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_22rem]">
        <div>
          <CartLineList lines={lines} />
          <Form method="post" action="/resources/cart" className="mt-4">
            <input type="hidden" name="redirectTo" value="/cart" />
            <button type="submit" name="intent" value="clear" className="text-sm text-stone-600 underline hover:text-red-700 dark:text-stone-400">
              Clear cart
            </button>
          </Form>
        </div>
        <aside className="h-fit rounded-2xl border border-stone-200 bg-white p-6 dark:border-stone-800 dark:bg-stone-900">
          <h2 className="mb-4 text-xl">Order Summary</h2>
          <OrderTotals totals={totals} tax={collectsTax ? TAX_AT_CHECKOUT : null} />
          {wallet ? <ExpressCheckoutSlot {...wallet} className="mt-6" /> : null}
          <Link to="/checkout" className="btn-primary mt-6 w-full">
            Proceed to Checkout
          </Link>
        </aside>
      </div>
    </CartPageFrame>
  );
}

/** The loader's Cache-Control reaches the browser: a cart or an order is never cached. */
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: "Your Cart", description: "Your Cart" });
