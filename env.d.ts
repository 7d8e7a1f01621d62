/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/node" />

// One lucide icon's data (see app/components/icon.tsx); the package ships no types per icon.
declare module "lucide/dist/esm/icons/*.mjs" {
  import type { IconNode } from "~/components/icon";
  const node: IconNode;
  export default node;
}
