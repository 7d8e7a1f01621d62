/**
 * The e-mail input of the sign-up forms (newsletter, welcome offer), its
 * label read by screen readers only: the placeholder says it to the eye.
 */
export function EmailSignupField({ id, required = false, className = "input" }: { id: string; required?: boolean; className?: string }) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        Email address
      </label>
      <input id={id} name="email" type="email" required={required} autoComplete="email" placeholder="Your email address" className={className} />
    </>
  );
}
