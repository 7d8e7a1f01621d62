import { createContext, useContext } from "react";
import { firstInvalidField } from "~/lib/first-invalid-field";

const FirstInvalidContext = createContext<string | undefined>(undefined);

/**
 * Wraps a form's fields and names the first one (in `order`, the order the form
 * shows them) that has a message. That field renders with `autoFocus`, so after
 * a plain post without JavaScript the page starts on it and its message is read
 * with it; with JavaScript conform moves focus there on submit. Fields ask with
 * `useStartsFocused(name)`: no form wires autoFocus by hand.
 */
export function FirstInvalidFocus({
  order,
  errors,
  children,
}: {
  order: readonly string[];
  /** conform's `form.allErrors`. */
  errors: Partial<Record<string, string[] | undefined>> | undefined;
  children: React.ReactNode;
}) {
  return <FirstInvalidContext.Provider value={firstInvalidField(order, errors)}>{children}</FirstInvalidContext.Provider>;
}

/** True for the one field that should start focused after a failed submit. */
export function useStartsFocused(name: string | undefined): boolean {
  const first = useContext(FirstInvalidContext);
  return name !== undefined && first === name;
}
