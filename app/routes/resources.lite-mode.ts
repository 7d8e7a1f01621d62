import { redirect, type ActionFunctionArgs } from "#remix-runtime";
import * as z from "zod";
import { LITE_MODE_CHOICES } from "~/lib/lite-mode";
import { safeRedirect } from "~/lib/safe-redirect";
import { serializeLiteMode } from "~/http/lite-mode.server";

const liteModeSchema = z.object({
  lite: z.enum(LITE_MODE_CHOICES),
  redirectTo: z.string().optional(),
});

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = liteModeSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    return Response.json({ message: "Lite mode must be on or off." }, { status: 400 });
  }
  const cookie = await serializeLiteMode(parsed.data.lite, { secure: context.env.isProduction });
  return redirect(safeRedirect(parsed.data.redirectTo, "/"), { headers: { "Set-Cookie": cookie } });
}
