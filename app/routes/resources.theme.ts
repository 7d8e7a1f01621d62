import { redirect, type ActionFunctionArgs } from "#remix-runtime";
import * as z from "zod";
import { safeRedirect } from "~/lib/safe-redirect";
import { THEMES } from "~/lib/theme";
import { serializeTheme } from "~/http/theme.server";

const themeSchema = z.object({
  theme: z.enum(THEMES),
  redirectTo: z.string().optional(),
});

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = themeSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    return Response.json({ message: "Theme must be light or dark." }, { status: 400 });
  }
  const cookie = await serializeTheme(parsed.data.theme, { secure: context.env.isProduction });
  return redirect(safeRedirect(parsed.data.redirectTo, "/"), { headers: { "Set-Cookie": cookie } });
}
