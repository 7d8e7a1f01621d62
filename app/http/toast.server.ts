import { createCookieSessionStorage, redirect } from "#remix-runtime";
import { toastSchema, type Toast, type ToastInput } from "../lib/toast";

// A toast survives one redirect in a signed flash cookie, so the message shows
// after a plain form post without JavaScript as well.
function toastStorage(secret: string, secure: boolean) {
  return createCookieSessionStorage({
    cookie: {
      name: "toast",
      path: "/",
      sameSite: "lax",
      httpOnly: true,
      secure,
      secrets: [secret],
    },
  });
}

type ToastContext = { sessionSecret: string; env: { isProduction: boolean } };

export async function createToastHeaders(context: ToastContext, toast: ToastInput) {
  const storage = toastStorage(context.sessionSecret, context.env.isProduction);
  const session = await storage.getSession();
  session.flash("toast", toastSchema.parse(toast));
  return new Headers({ "Set-Cookie": await storage.commitSession(session) });
}

export async function redirectWithToast(
  context: ToastContext,
  url: string,
  toast: ToastInput,
  init: ResponseInit = {},
) {
  const headers = new Headers(init.headers);
  const toastHeaders = await createToastHeaders(context, toast);
  headers.append("Set-Cookie", toastHeaders.get("Set-Cookie") ?? "");
  return redirect(url, { ...init, headers });
}

/** Reads and consumes the pending toast; the headers clear the cookie. */
export async function getToast(
  request: Request,
  context: ToastContext,
): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const storage = toastStorage(context.sessionSecret, context.env.isProduction);
  const session = await storage.getSession(request.headers.get("Cookie"));
  // has() before get(): get() consumes a flash value, after which has() is false.
  if (!session.has("toast")) return { toast: null, headers: null };
  const parsed = toastSchema.safeParse(session.get("toast"));
  const headers = new Headers({ "Set-Cookie": await storage.destroySession(session) });
  return { toast: parsed.success ? parsed.data : null, headers };
}
