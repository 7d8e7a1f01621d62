import { describe, expect, it } from "vitest";
import { createSingleFlight } from "./single-flight";

/** A promise the test settles when it chooses. */
function gate<T>() {
  let open!: (value: T) => void;
  let fail!: (error: unknown) => void;
  const promise = new Promise<T>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { promise, open, fail };
}

describe("single flight", () => {
  it("runs the work once for callers who arrive while it is under way, and all get its value", async () => {
    const flights = createSingleFlight<string>();
    const result = gate<string>();
    let runs = 0;
    const work = () => {
      runs += 1;
      return result.promise;
    };
    const callers = [flights.run("/", work), flights.run("/", work), flights.run("/", work)];
    expect(flights.size).toBe(1);
    result.open("page");
    const answers = await Promise.all(callers);
    expect(runs).toBe(1);
    expect(answers.map((answer) => answer.value)).toEqual(["page", "page", "page"]);
    expect(answers.map((answer) => answer.joined)).toEqual([false, true, true]);
    expect(flights.size).toBe(0);
  });

  it("keeps keys apart", async () => {
    const flights = createSingleFlight<string>();
    let runs = 0;
    const work = (value: string) => async () => {
      runs += 1;
      return value;
    };
    const [home, shop] = await Promise.all([flights.run("/", work("home")), flights.run("/shop", work("shop"))]);
    expect([home.value, shop.value, runs]).toEqual(["home", "shop", 2]);
  });

  it("starts afresh once a run has finished: it is not a cache", async () => {
    const flights = createSingleFlight<number>();
    let runs = 0;
    const work = async () => (runs += 1);
    expect((await flights.run("/", work)).value).toBe(1);
    expect((await flights.run("/", work)).value).toBe(2);
  });

  it("gives a failure to every caller of that run, and the next call runs again", async () => {
    const flights = createSingleFlight<string>();
    const result = gate<string>();
    const first = flights.run("/", () => result.promise);
    const joined = flights.run("/", () => Promise.resolve("never run"));
    result.fail(new Error("render failed"));
    await expect(first).rejects.toThrow("render failed");
    await expect(joined).rejects.toThrow("render failed");
    expect(flights.size).toBe(0);
    expect(await flights.run("/", async () => "again")).toEqual({ value: "again", joined: false });
  });

  it("counts work that throws before its first await as a failed run", async () => {
    const flights = createSingleFlight<string>();
    await expect(
      flights.run("/", () => {
        throw new Error("at once");
      }),
    ).rejects.toThrow("at once");
    expect(flights.size).toBe(0);
  });
});
