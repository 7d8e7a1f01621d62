import rankedPasswords from "@zxcvbn-ts/language-common/dist/passwords.json.js";

// What a new password may not be (issue 36; OWASP ASVS 2.1.7): one of the
// passwords people pick most, or something containing the e-mail's name.
// Checked where a password is chosen (registration, reset, change, the
// admin:create command), never at login, so existing accounts keep working.
// Server side only (`.server`): the list is 49,233 ranked passwords from
// zxcvbn-ts, about 380 KB of text the browser never downloads.

export const PASSWORD_TOO_COMMON = "Password is too common: please choose one that is harder to guess";
export const PASSWORD_CONTAINS_EMAIL_NAME = "Password must not contain the part of your email before the @";

/** An e-mail's name shorter than this is too short to be a meaningful giveaway ("jo"). */
const MIN_EMAIL_NAME_LENGTH = 3;

const normalize = (value: string) => value.normalize("NFKC").toLowerCase();

// Built on first use, not at start-up: only the few requests that choose a
// password pay for splitting the list (a few milliseconds, once per process).
let commonPasswords: Set<string> | undefined;

/** Whether the password is on the list, whatever its letters' case ("Password123" is as guessable as "password123"). */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(rankedPasswords);
  return commonPasswords.has(normalize(password));
}

/** The e-mail's name (before the last @), lower-cased, when it is long enough to matter. */
function emailName(email: string): string | null {
  const at = email.lastIndexOf("@");
  const name = normalize((at === -1 ? email : email.slice(0, at)).trim());
  return name.length >= MIN_EMAIL_NAME_LENGTH ? name : null;
}

/**
 * Why this password may not be chosen by the account with this e-mail, in the
 * form's words (shown beside the password field), or null when it may.
 */
export function passwordPolicyError(password: string, email: string | null): string | null {
  if (isCommonPassword(password)) return PASSWORD_TOO_COMMON;
  const name = email ? emailName(email) : null;
  if (name && normalize(password).includes(name)) return PASSWORD_CONTAINS_EMAIL_NAME;
  return null;
}
