// First: once every entry point imports the shell, esbuild puts it in one
// chunk with React and Remix instead of many small ones (decision 0015).
import "~/shell-chunk";
import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
