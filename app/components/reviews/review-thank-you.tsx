import { Icon } from "~/components/icon";
import { Link } from "@remix-run/react";
import CheckCircle2 from "@lucide/icons/icons/circle-check";

export function ReviewThankYou() {
  return (
    <section className="container-page flex min-h-[50vh] flex-col items-center justify-center py-24 text-center">
      <Icon icon={CheckCircle2} className="size-14 text-emerald-700" />
      <h1 className="mt-4 text-4xl">Thank You!</h1>
      <p className="mt-4 max-w-lg text-stone-600 dark:text-stone-400">
        Your review has been received. It will be published after approval.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn-primary">
          Back to Home
        </Link>
        <Link to="/shop" className="btn-outline">
          Continue Shopping
        </Link>
      </div>
    </section>
  );
}
