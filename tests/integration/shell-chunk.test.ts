// The browser build puts the shell's shared modules (app/shell-chunk.ts) into
// the chunk that holds React, through config/shell-chunk-plugin.js; no source
// file carries that hint (decision 0021). Reads the client build's metafile,
// which `npm run build:node` writes beside the server build.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

type Metafile = { outputs: Record<string, { inputs: Record<string, unknown>; entryPoint?: string }> };

const metafile = JSON.parse(readFileSync("build/server/metafile.js.json", "utf8")) as Metafile;

const require = createRequire(import.meta.url);

/** The files app/shell-chunk.ts imports, as the metafile names them. */
function shellModules(): string[] {
  const source = readFileSync("app/shell-chunk.ts", "utf8");
  return [...source.matchAll(/^import "([^"]+)";$/gm)].map(([, specifier]) => {
    // A package's module, named by the file its exports map resolves to.
    if (!specifier!.startsWith("~/")) return relative(process.cwd(), require.resolve(specifier!));
    const base = `app/${specifier!.slice(2)}`;
    return [`${base}.tsx`, `${base}.ts`].find((file) => existsSync(file)) ?? base;
  });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

describe("the shell's chunk", () => {
  it("holds React and every module app/shell-chunk.ts names", () => {
    const reactChunk = Object.values(metafile.outputs).find((output) => "node_modules/react/index.js" in output.inputs);
    expect(reactChunk).toBeDefined();
    const modules = shellModules();
    expect(modules.length).toBeGreaterThan(10);
    const missing = modules.filter((file) => !(file in reactChunk!.inputs));
    expect(missing).toEqual([]);
  });

  it("is not imported by any source file: the build adds it", () => {
    const importing = sourceFiles("app").filter((file) => /from "~\/shell-chunk"|import "~\/shell-chunk"/.test(readFileSync(file, "utf8")));
    expect(importing).toEqual([]);
  });
});
