import { Scripts } from "@remix-run/react";
import { createElement, Fragment, cloneElement, isValidElement, type ReactNode } from "react";
import { DEFERRED_MODULE_TYPE } from "~/lib/boot-on-intent";
import { BOOT_SCRIPT } from "~/lib/boot-script.server";

type ScriptsProps = Parameters<typeof Scripts>[0];

/**
 * Remix's <Scripts>, changed so the page loads no module before it has painted
 * and loaded, or before the visitor's first touch, key or mouse movement if that
 * comes first (decisions 0040, 0041): its module preloads are dropped and its
 * module script gets a type the browser does not run. The boot script next to
 * them runs it, with the same preloads, when the time comes.
 *
 * <Scripts> is called as a function, so its hooks are this component's and its
 * output (the same on the server and while hydrating) can be rewritten before
 * React renders it. After hydration it renders nothing, and neither does this.
 * If a Remix upgrade changes that output so no module script is found, the page
 * keeps Remix's own scripts: it boots at once rather than never (the budget
 * test then fails, since the HTML names a module again).
 *
 * The boot script's code is server-only: while hydrating, the browser renders
 * the element with a blank body, as Remix does for its own scripts (React keeps
 * the server's text and does not run it again).
 */
export function ScriptsOnIntent(props: ScriptsProps) {
  const scripts = Scripts(props);
  if (!scripts) return null;
  const found = { moduleScript: false, preloads: [] as string[] };
  const deferred = deferModules(scripts, found);
  if (!found.moduleScript) return scripts;
  return (
    <>
      {deferred}
      <script
        nonce={props.nonce}
        data-preload={[...new Set(found.preloads)].join(" ")}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: typeof document === "undefined" ? BOOT_SCRIPT : " " }}
      />
    </>
  );
}

function deferModules(node: ReactNode, found: { moduleScript: boolean; preloads: string[] }): ReactNode {
  if (Array.isArray(node)) return node.map((child: ReactNode) => deferModules(child, found));
  if (!isValidElement<Record<string, unknown>>(node)) return node;
  const { props } = node;
  if (node.type === Fragment) {
    const children = Array.isArray(props.children) ? (props.children as ReactNode[]) : [props.children as ReactNode];
    return createElement(Fragment, { key: node.key }, ...children.map((child) => deferModules(child, found)));
  }
  if (node.type === "link" && props.rel === "modulepreload") {
    found.preloads.push(String(props.href));
    return null;
  }
  if (node.type === "script" && props.type === "module") {
    found.moduleScript = true;
    return cloneElement(node, { type: DEFERRED_MODULE_TYPE, async: undefined });
  }
  return node;
}
