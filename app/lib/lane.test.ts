import { describe, expect, it } from "vitest";
import { createLane } from "./lane";

/** A task that finishes when the test says so, recording when it started. */
function controlled(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const task = async () => {
    log.push(`start ${name}`);
    await done;
    log.push(`end ${name}`);
    return name;
  };
  return { task, finish };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("createLane", () => {
  it("runs one task at a time in arrival order when the width is 1", async () => {
    const lane = createLane(1);
    const log: string[] = [];
    const [a, b, c] = ["a", "b", "c"].map((name) => controlled(log, name));
    const results = [lane(a!.task), lane(b!.task), lane(c!.task)];
    await settle();
    expect(log).toEqual(["start a"]);
    a!.finish();
    await settle();
    expect(log).toEqual(["start a", "end a", "start b"]);
    b!.finish();
    c!.finish();
    expect(await Promise.all(results)).toEqual(["a", "b", "c"]);
    expect(log).toEqual(["start a", "end a", "start b", "end b", "start c", "end c"]);
  });

  it("runs up to the width at once", async () => {
    const lane = createLane(2);
    const log: string[] = [];
    const tasks = ["a", "b", "c"].map((name) => controlled(log, name));
    const results = tasks.map((t) => lane(t.task));
    await settle();
    expect(log).toEqual(["start a", "start b"]);
    tasks[1]!.finish();
    await settle();
    expect(log).toContain("start c");
    tasks[0]!.finish();
    tasks[2]!.finish();
    expect(await Promise.all(results)).toEqual(["a", "b", "c"]);
  });

  it("passes a failure to its caller and frees the slot for the next task", async () => {
    const lane = createLane(1);
    const failing = lane(async () => {
      throw new Error("hash failed");
    });
    const next = lane(async () => "next");
    await expect(failing).rejects.toThrow("hash failed");
    expect(await next).toBe("next");
    expect(await lane(async () => "after")).toBe("after");
  });
});
