import { describe, expect, it } from "vitest";
import { BOOT_EVENTS, BOOT_SCRIPT, REPLAY_GIVE_UP_MS } from "./boot-script.server";
import { DEFERRED_MODULE_TYPE } from "./boot-on-intent";

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

  it("cannot end its own script element early", () => {
    expect(BOOT_SCRIPT).not.toMatch(/<\/script|<!--/i);
  });
});
