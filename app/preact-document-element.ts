// The browser renders with Preact (preact/compat; decision 0038), and Preact
// cannot render into `document`: it renders into `document.documentElement`
// instead, so the root route's <html> element would be created a second time
// inside the server's. This hook turns every <html> element the app renders
// into its children, and writes its attributes onto the page's own <html>
// (theme class, lang, Lite mode) whenever they change. Preact's `options.vnode`
// hook is its documented way to rewrite elements as they are created.
import { options, type VNode } from "preact";
import { useLayoutEffect } from "preact/hooks";

type HtmlProps = Record<string, unknown> & { children?: unknown };

function DocumentElement({ children, ...attributes }: HtmlProps) {
  useLayoutEffect(() => {
    const html = document.documentElement;
    for (const [name, value] of Object.entries(attributes)) {
      if (name === "suppressHydrationWarning") continue;
      const attribute = name === "className" ? "class" : name;
      if (value === undefined || value === null || value === false) html.removeAttribute(attribute);
      else html.setAttribute(attribute, String(value));
    }
  });
  return children as VNode;
}

export function renderHtmlIntoTheDocumentElement() {
  const next = options.vnode;
  options.vnode = (vnode: VNode) => {
    if (vnode.type === "html") vnode.type = DocumentElement as VNode["type"];
    next?.(vnode);
  };
}
