// The inline script every page runs before anything else (docs/decisions/0040,
// 0041).
// Server-only: the browser gets it in the HTML, never in a bundle.
import { DEFERRED_MODULE_TYPE } from "./boot-on-intent";
import { POPUP_STORAGE, WELCOME_POPUP_DELAY_MS, WELCOME_POPUP_ID } from "./popup-storage";

/**
 * What counts as intent: touching, pressing a key, moving a mouse over the page,
 * scrolling with a wheel, or focus arriving in it (a keyboard or a screen reader).
 * A touch starts the download before the tap's click arrives.
 */
export const BOOT_EVENTS = ["pointerdown", "pointermove", "touchstart", "keydown", "focusin", "wheel"] as const;

/** How long a held click or submission waits for the app before it goes ahead as plain HTML. */
export const REPLAY_GIVE_UP_MS = 15_000;

/**
 * The inline script that boots the page: it preloads the page's modules (its
 * own data-preload attribute) and runs Remix's module script with the same
 * nonce. Plain ES2017 in a string: it runs before any module, on every browser
 * the shop supports, and is the only script a page runs before the visitor acts.
 *
 * When (decision 0041): once the page has loaded (its stylesheet, font and
 * images are in, so the scripts never share the first paint's bandwidth) and
 * the browser is idle, the modules are fetched at low priority, but not run:
 * running and hydrating them is what costs a phone's main thread, so that waits
 * for the visitor's first sign of intent, and then finds the code already
 * there. Under lite mode (which Save-Data turns on at the server) or when the
 * browser says it saves data, nothing is fetched before intent: a visitor who
 * asked for less loads nothing they do not use.
 *
 * Four more jobs:
 * - A first-time visitor's welcome popup is due 3 s after load (docs/product.md),
 *   counted from the load event. The script moves the content of the server's
 *   closed <dialog> (WelcomePopup) out of its <template> and opens it with
 *   showModal(), without booting the app (decision 0045), unless popup_seen or
 *   discount_claimed is stored (no storage: never, as a dismissal could not be
 *   remembered). The focus showModal() moves into it is
 *   not the visitor's intent, so it boots nothing. A click on the backdrop (the
 *   <dialog> itself: its panel fills it) closes it, and whenever it closes
 *   unclaimed (Close, Escape, backdrop) it is marked seen. Its Close button's
 *   `method=dialog` form closes it natively, so that submission is never held
 *   (below); its claim form is, like any other form, until the app has taken over.
 * - Controls that only work with scripts (`data-needs-js`, hidden in the
 *   server's HTML) are shown at once, so a first tap can find them.
 * - A link followed, a form sent or a script button (`type=button`) tapped
 *   between the boot's start and the start of
 *   hydration (entry.client.tsx sets window.__hydrating; from then on React
 *   itself hydrates at once for such an event) would be the plain HTML's: a
 *   full page load, and for "Add to Cart" a post and a reload instead of the
 *   button's "Added to Cart". The script holds such a click or submission
 *   (same-origin links without a modifier key, target or download; any form's
 *   submit) and, once the page has hydrated, replays it, so the app handles it
 *   as if the page had been ready. Each link or form is held once, so a second
 *   impatient tap does not add a second bottle. An element the app re-rendered
 *   away is put back, hidden, for its replay. If the app has not taken over
 *   15 s after the boot (scripts that failed to load), or a script fails
 *   before it has (a page the app cannot hydrate, such as an address it
 *   cannot parse), what was held goes ahead as plain HTML at once: a tap is
 *   never lost.
 * - Fields the visitor typed in or ticked before React took over (root sets
 *   data-hydrated) are handed to React once it has: each gets the event React
 *   listens for, so the component's state holds what the field shows (otherwise
 *   a re-render would put the server's value back). Only fields the visitor
 *   changed, never ones the browser restored. Events during hydration itself
 *   reach React, which hydrates at once to handle them (entry.client.tsx makes
 *   sure nothing can stop it then).
 */
export const BOOT_SCRIPT = `(()=>{
const d=document,h=d.documentElement,me=d.currentScript,o={capture:!0,passive:!0},ev=${JSON.stringify(BOOT_EVENTS)},changed=new Set;
let started=!1,fetched=!1,quiet;
const fetchModules=low=>{
if(fetched)return;fetched=!0;
for(const href of me.dataset.preload.split(" ").filter(Boolean)){const l=d.createElement("link");l.rel="modulepreload";if(low===!0)l.fetchPriority="low";l.href=href;d.head.append(l)}
};
const boot=()=>{
if(started||quiet)return;started=!0;
for(const e of ev)removeEventListener(e,boot,o);
fetchModules();
const s=d.createElement("script");s.type="module";s.nonce=me.nonce;s.textContent=d.querySelector('script[type="${DEFERRED_MODULE_TYPE}"]').textContent;d.body.append(s);
setTimeout(replay,${REPLAY_GIVE_UP_MS})
};
const held=new Map;let late=!1;
const hold=(e,el,by)=>{if(!started||late||window.__hydrating||e.defaultPrevented)return;e.preventDefault();if(!held.has(el))held.set(el,by)};
const replay=()=>{late=!0;for(const[el,by]of held){if(!el.isConnected){el.hidden=!0;d.body.append(el)}try{el.tagName==="FORM"?el.requestSubmit(by&&by.form===el?by:void 0):el.click()}catch{}}held.clear()};
for(const b of d.querySelectorAll("[data-needs-js]"))b.hidden=!1;
addEventListener("click",e=>{const b=e.target.closest("button[type=button]");if(b)return hold(e,b);const a=e.target.closest("a[href]");if(a&&!(e.button||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey||a.target||a.hasAttribute("download"))&&a.origin===location.origin&&a.getAttribute("href")[0]!=="#")hold(e,a)},!0);
addEventListener("submit",e=>e.target.method=="dialog"||hold(e,e.target,e.submitter),!0);
const failed=()=>{if(started&&!h.dataset.hydrated)replay()};addEventListener("error",failed);addEventListener("unhandledrejection",failed);
for(const e of ev)addEventListener(e,boot,o);
const note=e=>changed.add(e.target);
addEventListener("input",note,!0);addEventListener("change",note,!0);
const lite=h.dataset.liteMode==="on"||!!(navigator.connection&&navigator.connection.saveData);
const loaded=f=>d.readyState==="complete"?f():addEventListener("load",f,{once:!0});
if(!lite)loaded(()=>(window.requestIdleCallback||setTimeout)(()=>fetchModules(!0),{timeout:500}));
try{const ls=localStorage,seen=${JSON.stringify(POPUP_STORAGE.seen)},claimed=${JSON.stringify(POPUP_STORAGE.claimed)};if(!ls.getItem(seen)&&!ls.getItem(claimed))loaded(()=>setTimeout(()=>{const p=d.getElementById("${WELCOME_POPUP_ID}"),t=p&&p.querySelector("template");if(p){t&&t.replaceWith(t.content);quiet=1;p.showModal();quiet=0;p.onclose=()=>{try{ls.getItem(claimed)||ls.setItem(seen,"true")}catch{}};p.onclick=e=>{e.target==p&&p.close()}}},${WELCOME_POPUP_DELAY_MS}))}catch{}
new MutationObserver((_,watch)=>{
if(!h.dataset.hydrated)return;
watch.disconnect();removeEventListener("input",note,!0);removeEventListener("change",note,!0);setTimeout(replay);
for(const el of changed){
if(!el.isConnected||!el.matches("input,textarea,select"))continue;
if(el.type==="checkbox"||el.type==="radio"){if(el.checked!==el.defaultChecked&&(el.type==="checkbox"||el.checked)){const now=el.checked;el.checked=!now;el.click()}}
else if(el.tagName==="SELECT"){el.dispatchEvent(new Event("change",{bubbles:!0}))}
else if("defaultValue"in el&&el.value!==el.defaultValue){const now=el.value;el.value=el.defaultValue;Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el),"value").set.call(el,now);el.dispatchEvent(new Event("input",{bubbles:!0}))}
}
}).observe(h,{attributes:!0,attributeFilter:["data-hydrated"]});
})()`;
