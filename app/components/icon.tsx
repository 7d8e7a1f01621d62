import { createElement, type SVGProps } from "react";

/** A lucide icon as `@lucide/icons` describes it: its SVG child elements in `node`. */
export type IconData = { readonly node: ReadonlyArray<readonly [tag: string, attributes: Record<string, string | number>]> };

/**
 * Draws a lucide icon the way lucide-react does (24px grid, 2px round stroke in
 * the current colour), from the icon's data alone. lucide-react's runtime and
 * its per-icon wrappers cost every page about 2 KB of JavaScript; this costs
 * a few hundred bytes. Import icons one file each, e.g.
 * `import heart from "@lucide/icons/icons/heart"`, so a page only
 * downloads the ones it shows.
 */
export function Icon({ icon, ...props }: { icon: IconData } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      // Decorative unless labelled, as lucide-react does.
      aria-hidden={props["aria-label"] ? undefined : true}
      {...props}
    >
      {icon.node.map(([tag, attributes], index) => createElement(tag, { ...attributes, key: index }))}
    </svg>
  );
}
