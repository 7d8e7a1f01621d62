import { HONEYPOT_FIELD } from "~/lib/honeypot";

/**
 * A field people never see or fill; bots that fill every input give themselves
 * away. Hidden from sight and from assistive technology.
 */
export function HoneypotField({ id = HONEYPOT_FIELD }: { /** Another id where a page has several such forms. */ id?: string } = {}) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
