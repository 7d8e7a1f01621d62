// The page starts its scripts when the visitor first shows intent, not on load
// (docs/decisions/0040). Until then it is the server's HTML, which works on its
// own: every link and form does what it does without JavaScript. The script
// that waits for intent is server-only (boot-script.server.ts): the browser
// needs only this name, to render the same HTML while it hydrates.

/** The type Remix's module script is given in the HTML: one the browser does not run. */
export const DEFERRED_MODULE_TYPE = "text/x-deferred-module";
