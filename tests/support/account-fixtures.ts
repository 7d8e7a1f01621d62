// What the account tests of issue 36 share: a password the password policy
// accepts, browsers told apart by their User-Agent, fresh e-mails, and page
// text with React's escapes undone.

/** Not a common password, and holds no test e-mail's name. */
export const TEST_PASSWORD = "quiet-lantern-4821";

export const CHROME_MAC = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
export const FIREFOX_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

let counter = 0;
/** A new e-mail each call, within a test run. */
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${++counter}@example.com`;

/** The HTML's text as a reader sees the quotes and ampersands. */
export const htmlText = (html: string) => html.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&");
