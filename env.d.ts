/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/node" />

// One icon of @lucide/icons (see app/components/icon.tsx): the package types its
// index but not its per-icon entry points.
declare module "@lucide/icons/icons/*" {
  import type { IconData } from "~/components/icon";
  const icon: IconData;
  export default icon;
}

// The Workers share-card renderer's modules (server/png-renderer-workers.ts):
// wrangler hands a CompiledWasm module over as a WebAssembly.Module and a Data
// module as an ArrayBuffer.
declare module "@resvg/resvg-wasm/index_bg.wasm" {
  const module: WebAssembly.Module;
  export default module;
}
declare module "@expo-google-fonts/gelasio/400Regular/Gelasio_400Regular.ttf" {
  const bytes: ArrayBuffer;
  export default bytes;
}
// Argon2id on Workers (app/lib/argon2id-workers.server.ts), uploaded the same way.
declare module "argon2id/dist/simd.wasm" {
  const module: WebAssembly.Module;
  export default module;
}
declare module "argon2id/dist/no-simd.wasm" {
  const module: WebAssembly.Module;
  export default module;
}

// zxcvbn-ts's ranked list of common passwords on its own (app/lib/password-policy.server.ts):
// the package's index would bring its diceware words and keyboard graphs too.
declare module "@zxcvbn-ts/language-common/dist/passwords.json.js" {
  const passwords: string[];
  export default passwords;
}
