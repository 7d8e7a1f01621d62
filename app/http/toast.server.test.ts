import { describe, expect, it } from "vitest";
import { createToastHeaders, getToast } from "./toast.server";

describe("toast flash cookie", () => {
  it("is read once after the redirect that set it", async () => {
    const context = { sessionSecret: "secret", env: { isProduction: true } };
    const headers = await createToastHeaders(context, { title: "Added to Cart" });
    const cookie = headers.get("Set-Cookie")!.split(";")[0]!;
    const { toast, headers: clear } = await getToast(new Request("http://shop.test/", { headers: { Cookie: cookie } }), context);
    expect(toast).toEqual({ title: "Added to Cart", type: "success" });
    expect(clear?.get("Set-Cookie")).toMatch(/^toast=;/);
  });
});
