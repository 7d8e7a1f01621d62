/** The narrow card the signed-out account screens share (login, forgot and reset password). */
export function AccountPanel({ heading, intro, children }: { heading: string; intro: string; children: React.ReactNode }) {
  return (
    <section className="container-page flex justify-center py-12">
      <div className="w-full max-w-md rounded-2xl border border-stone-200 bg-white p-6 sm:p-8 dark:border-stone-800 dark:bg-stone-900">
        <h1 className="text-3xl">{heading}</h1>
        <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">{intro}</p>
        <div className="mt-6 flex flex-col gap-4">{children}</div>
      </div>
    </section>
  );
}
