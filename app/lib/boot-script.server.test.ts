import { describe, expect, it } from "vitest";
import { BOOT_EVENTS, BOOT_SCRIPT, REPLAY_GIVE_UP_MS } from "./boot-script.server";
import { DEFERRED_MODULE_TYPE } from "./boot-on-intent";
import { POPUP_STORAGE, WELCOME_POPUP_DELAY_MS, WELCOME_POPUP_ID } from "./popup-storage";

// What the script does in a browser is tested there (tests/e2e/boot-on-intent.spec.ts);
// here, that it is one valid script wired to the names the rest of the shop uses.
describe("the boot script", () => {
  it("is valid JavaScript that runs itself once", () => {
    expect(() => new Function(BOOT_SCRIPT)).not.toThrow();
    expect(BOOT_SCRIPT.startsWith("(()=>{")).toBe(true);
    expect(BOOT_SCRIPT.endsWith("})()")).toBe(true);
  });

  it("waits for every sign of intent and runs the deferred module script", () => {
    for (const event of BOOT_EVENTS) expect(BOOT_SCRIPT).toContain(`"${event}"`);
    expect(BOOT_SCRIPT).toContain(`script[type="${DEFERRED_MODULE_TYPE}"]`);
  });

  it("fetches the modules after load unless lite mode or Save-Data is on, and gives held taps up after its time", () => {
    expect(BOOT_SCRIPT).toContain(`()=>fetchModules(!0)`);
    expect(BOOT_SCRIPT).toContain(`addEventListener("load",`);
    expect(BOOT_SCRIPT).toContain(`h.dataset.liteMode==="on"||!!(navigator.connection&&navigator.connection.saveData)`);
    expect(BOOT_SCRIPT).toContain(`setTimeout(replay,${REPLAY_GIVE_UP_MS})`);
  });

  it("opens the welcome popup's dialog itself 3 s after load, and marks it seen when it closes unclaimed", () => {
    // What it does in a browser: tests/e2e/welcome-popup.spec.ts (decision 0045).
    expect(BOOT_SCRIPT).toContain(`d.getElementById("${WELCOME_POPUP_ID}")`);
    expect(BOOT_SCRIPT).toContain(`t&&t.replaceWith(t.content)`);
    expect(BOOT_SCRIPT).toContain("p.showModal()");
    // Counted from the load event ("3 seconds after load").
    expect(BOOT_SCRIPT).toContain(`loaded(()=>setTimeout(`);
    expect(BOOT_SCRIPT).toContain(`},${WELCOME_POPUP_DELAY_MS}))`);
    expect(BOOT_SCRIPT).toContain(`seen=${JSON.stringify(POPUP_STORAGE.seen)}`);
    expect(BOOT_SCRIPT).toContain(`claimed=${JSON.stringify(POPUP_STORAGE.claimed)}`);
    expect(BOOT_SCRIPT).toContain(`ls.getItem(claimed)||ls.setItem(seen,"true")`);
    // The app is not booted for it: the timer opens the dialog, never calls boot.
    expect(BOOT_SCRIPT).not.toMatch(/setTimeout\(boot\b/);
  });

  it("cannot end its own script element early", () => {
    expect(BOOT_SCRIPT).not.toMatch(/<\/script|<!--/i);
  });
});
