import { useRouteLoaderData } from "@remix-run/react";
import type { ShopperData } from "~/lib/shopper";

/** True when the page should load no optional JavaScript (app/lib/lite-mode.ts). */
export function useLiteMode(): boolean {
  return useRouteLoaderData<ShopperData>("root")?.liteMode ?? false;
}
