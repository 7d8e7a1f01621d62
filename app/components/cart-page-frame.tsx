import { Link } from "@remix-run/react";

/**
 * The frame the cart and checkout pages share: the title with 'Continue
 * Shopping', then either the page's content or the empty cart (with an
 * optional notice above it, e.g. why an order just failed).
 */
export function CartPageFrame({
  title,
  empty,
  emptyNotice,
  children,
}: {
  title: string;
  empty: boolean;
  emptyNotice?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section className="container-page py-12">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-4xl">{title}</h1>
        <Link to="/shop" className="btn-outline">
          Continue Shopping
        </Link>
      </div>
      {empty ? (
        <div className="py-16 text-center">
          {emptyNotice}
          <p className={emptyNotice ? "mt-6 text-xl" : "text-xl"}>Your cart is empty</p>
          <Link to="/shop" className="btn-primary mt-6">
            Browse Fragrances
          </Link>
        </div>
      ) : (
        children
      )}
    </section>
  );
}
