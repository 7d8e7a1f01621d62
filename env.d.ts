/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/node" />

// One icon of @lucide/icons (see app/components/icon.tsx): the package types its
// index but not its per-icon entry points.
declare module "@lucide/icons/icons/*" {
  import type { IconData } from "~/components/icon";
  const icon: IconData;
  export default icon;
}
