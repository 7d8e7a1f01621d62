import { createCookie } from "#remix-runtime";
import { isLiteMode, LITE_MODE_CHOICES, type LiteModeChoice } from "~/lib/lite-mode";

// A display preference like the theme: not secret, unsigned, kept a year.
const liteModeCookie = createCookie("lite", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});

async function readChoice(request: Request): Promise<LiteModeChoice | null> {
  const value: unknown = await liteModeCookie.parse(request.headers.get("Cookie"));
  return LITE_MODE_CHOICES.find((choice) => choice === value) ?? null;
}

/** Save-Data, unless the visitor chose otherwise in the footer. */
export async function getLiteMode(request: Request): Promise<boolean> {
  return isLiteMode({ saveData: request.headers.get("Save-Data"), choice: await readChoice(request) });
}

export function serializeLiteMode(choice: LiteModeChoice, { secure }: { secure: boolean }) {
  return liteModeCookie.serialize(choice, { secure });
}
