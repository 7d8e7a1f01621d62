import { Icon } from "~/components/icon";
import Check from "@lucide/icons/icons/check";
import Copy from "@lucide/icons/icons/copy";
import Link2 from "@lucide/icons/icons/link-2";
import Mail from "@lucide/icons/icons/mail";
import { useEffect, useId, useRef, useState } from "react";
import { SHARE_WINDOW_FEATURES, shareLinks, type ShareInput } from "~/lib/share-links";
import { useToast } from "./toaster";

const COPIED_MS = 2000;

// lucide-react 1.x ships no brand logos; these are simple single-path marks.
const FACEBOOK_PATH = "M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.5c0-.3.2-.5.5-.5z";
const TWITTER_PATH = "M18.2 3h3.1l-6.8 7.8 8 10.2h-6.3l-4.9-6.4L5.7 21H2.6l7.3-8.3L2.2 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.6 4.7H5.7z";

function BrandIcon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" fill="currentColor">
      <path d={path} />
    </svg>
  );
}

const PINTEREST_PATH = "M12 2a10 10 0 0 0-3.6 19.3c-.1-.8-.2-2 0-2.9l1.2-5s-.3-.6-.3-1.5c0-1.4.8-2.5 1.8-2.5.9 0 1.3.7 1.3 1.5 0 .9-.6 2.2-.9 3.4-.2 1 .5 1.9 1.6 1.9 1.9 0 3.3-2 3.3-4.8 0-2.5-1.8-4.3-4.4-4.3-3 0-4.7 2.2-4.7 4.6 0 .9.3 1.9.8 2.4l.1.4-.3 1.1c0 .2-.2.3-.4.2-1.3-.6-2.1-2.6-2.1-4.1 0-3.4 2.5-6.5 7.1-6.5 3.7 0 6.6 2.7 6.6 6.2 0 3.7-2.3 6.7-5.6 6.7-1.1 0-2.1-.6-2.5-1.2l-.7 2.6c-.2 1-.9 2.2-1.4 2.9A10 10 0 1 0 12 2z";

/**
 * Facebook, Twitter, Pinterest and e-mail links (plain links, so they work
 * without JavaScript; with it they open 600x400 windows), then Copy Link and
 * the read-only link field with Copy. Compact mode shows the four buttons only.
 */
export function SharePanel({ share, compact = false, canCopy }: { share: ShareInput; compact?: boolean; canCopy: boolean }) {
  const links = shareLinks(share);
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  // The product page has two panels (the disclosure and the dialog): each labels its own field.
  const fieldId = useId();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(share.url);
    } catch {
      // Clipboard API refused (permissions, older browser): copy the selected field.
      field.current?.select();
      document.execCommand("copy");
    }
    setCopied(true);
    toast({ title: "Link copied!", description: "The link has been copied to your clipboard." });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  }

  const openWindow = (event: React.MouseEvent<HTMLAnchorElement>) => {
    const opened = window.open(event.currentTarget.href, "share", SHARE_WINDOW_FEATURES);
    if (opened) event.preventDefault();
  };
  const button = "btn-outline justify-start";
  const targets = [
    { label: "Facebook", href: links.facebook, icon: <BrandIcon path={FACEBOOK_PATH} /> },
    { label: "Twitter", href: links.twitter, icon: <BrandIcon path={TWITTER_PATH} /> },
    { label: "Pinterest", href: links.pinterest, icon: <BrandIcon path={PINTEREST_PATH} /> },
  ];
  return (
    <div className="space-y-4">
      <div className={`grid grid-cols-2 gap-2 ${compact ? "sm:grid-cols-4" : ""}`}>
        {targets.map((target) => (
          <a key={target.label} href={target.href} target="_blank" rel="noopener noreferrer" onClick={openWindow} className={button}>
            {target.icon}
            {target.label}
          </a>
        ))}
        <a href={links.email} className={button}>
          <Icon icon={Mail} className="size-4" />
          Email
        </a>
      </div>
      {compact ? null : (
        <>
          {canCopy ? (
            <button type="button" onClick={copy} className="btn-primary w-full">
              <Icon icon={Link2} className="size-4" />
              Copy Link
            </button>
          ) : null}
          <div className="flex gap-2">
            <label htmlFor={fieldId} className="sr-only">
              Link to this fragrance
            </label>
            <input id={fieldId} ref={field} readOnly value={share.url} className="input" onFocus={(e) => e.currentTarget.select()} />
            {canCopy ? (
              <button type="button" onClick={copy} className="btn-outline px-3">
                {copied ? <Icon icon={Check} className="size-4" /> : <Icon icon={Copy} className="size-4" />}
                {copied ? "Copied" : "Copy"}
              </button>
            ) : null}
          </div>
        </>
      )}
    </div>
  );
}
