// The browser build bundles each npm package once. When a direct dependency is
// resolved to a newer patch than the one its dependents pin (it happened with
// @remix-run/router: 1.23.4 at the top, 1.23.3 nested three times), npm
// installs nested copies and every page downloads the router's shared code
// more than once (2.4 KiB gzip on every page; decision 0035). Reads the client
// build's metafile, which `npm run build:node` writes beside the server build.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

type Metafile = { inputs: Record<string, unknown> };

const metafile = JSON.parse(readFileSync("build/server/metafile.js.json", "utf8")) as Metafile;

describe("the browser build", () => {
  it("bundles one copy of each package", () => {
    const copies = new Map<string, Set<string>>();
    for (const input of Object.keys(metafile.inputs)) {
      const match = /^(.*node_modules\/)((?:@[^/]+\/)?[^/]+)\//.exec(input);
      if (!match) continue;
      const [, parent, name] = match;
      copies.set(name!, (copies.get(name!) ?? new Set()).add(`${parent}${name}`));
    }
    const duplicated = [...copies].filter(([, paths]) => paths.size > 1).map(([name, paths]) => `${name}: ${[...paths].join(", ")}`);
    expect(copies.size).toBeGreaterThan(5);
    expect(duplicated, "align the top-level version with what the dependents pin, then `npm install`").toEqual([]);
  });
});
