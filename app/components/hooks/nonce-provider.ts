import { createContext, useContext } from "react";

// The per-request CSP nonce, set by entry.server. In the browser it is empty:
// browsers hide nonce attributes from scripts, and hydration does not need it.
export const NonceContext = createContext<string>("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
