// The inline script every page runs before anything else (docs/decisions/0040).
// Server-only: the browser gets it in the HTML, never in a bundle.
import { DEFERRED_MODULE_TYPE } from "./boot-on-intent";
import { POPUP_STORAGE, WELCOME_POPUP_DELAY_MS } from "./popup-storage";

/**
 * What counts as intent: touching, pressing a key, moving a mouse over the page,
 * scrolling with a wheel, or focus arriving in it (a keyboard or a screen reader).
 * A touch starts the download before the tap's click arrives.
 */
export const BOOT_EVENTS = ["pointerdown", "pointermove", "touchstart", "keydown", "focusin", "wheel"] as const;

/**
 * The inline script that waits for intent, then preloads the page's modules
 * (its own data-preload attribute) and runs Remix's module script with the same
 * nonce. Plain ES2017 in a string: it runs before any module, on every browser
 * the shop supports, and is the only script a page runs before the visitor acts.
 *
 * Two more jobs:
 * - A first-time visitor's welcome popup is due 3 s after load (docs/product.md),
 *   and it is a React part: the page boots then if the visitor has not acted yet.
 * - Fields the visitor typed in or ticked before React took over (root sets
 *   data-hydrated) are handed to React once it has: each gets the event React
 *   listens for, so the component's state holds what the field shows (otherwise
 *   a re-render would put the server's value back). Only fields the visitor
 *   changed, never ones the browser restored. Events during hydration itself
 *   reach React, which hydrates at once to handle them (entry.client.tsx makes
 *   sure nothing can stop it then).
 */
export const BOOT_SCRIPT = `(()=>{
const d=document,me=d.currentScript,o={capture:!0,passive:!0},ev=${JSON.stringify(BOOT_EVENTS)},changed=new Set;
let started=!1;
const boot=()=>{
if(started)return;started=!0;
for(const e of ev)removeEventListener(e,boot,o);
for(const href of me.dataset.preload.split(" ").filter(Boolean)){const l=d.createElement("link");l.rel="modulepreload";l.href=href;d.head.append(l)}
const s=d.createElement("script");s.type="module";s.nonce=me.nonce;s.textContent=d.querySelector('script[type="${DEFERRED_MODULE_TYPE}"]').textContent;d.body.append(s)
};
for(const e of ev)addEventListener(e,boot,o);
const note=e=>changed.add(e.target);
addEventListener("input",note,!0);addEventListener("change",note,!0);
try{if(d.documentElement.dataset.liteMode!=="on"&&!localStorage.getItem(${JSON.stringify(POPUP_STORAGE.seen)})&&!localStorage.getItem(${JSON.stringify(POPUP_STORAGE.claimed)}))setTimeout(boot,Math.max(0,${WELCOME_POPUP_DELAY_MS}-performance.now()))}catch{}
new MutationObserver((_,watch)=>{
if(!d.documentElement.dataset.hydrated)return;
watch.disconnect();removeEventListener("input",note,!0);removeEventListener("change",note,!0);
for(const el of changed){
if(!el.isConnected||!el.matches("input,textarea,select"))continue;
if(el.type==="checkbox"||el.type==="radio"){if(el.checked!==el.defaultChecked&&(el.type==="checkbox"||el.checked)){const now=el.checked;el.checked=!now;el.click()}}
else if(el.tagName==="SELECT"){el.dispatchEvent(new Event("change",{bubbles:!0}))}
else if("defaultValue"in el&&el.value!==el.defaultValue){const now=el.value;el.value=el.defaultValue;Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el),"value").set.call(el,now);el.dispatchEvent(new Event("input",{bubbles:!0}))}
}
}).observe(d.documentElement,{attributes:!0,attributeFilter:["data-hydrated"]});
})()`;
