import { describe, expect, it } from "vitest";
import { STATE_CODES, stateName, toStateCode, US_STATES } from "./us-states";
import { stateOfZip } from "./zip-states";

describe("the state a ZIP belongs to", () => {
  it("is found by the ZIP's first three digits", () => {
    expect(stateOfZip("80202")).toBe("CO");
    expect(stateOfZip("97201")).toBe("OR");
    expect(stateOfZip("10001")).toBe("NY");
    expect(stateOfZip("20500")).toBe("DC");
    expect(stateOfZip("05501")).toBe("MA"); // Andover's IRS ZIPs sit among Vermont's
    expect(stateOfZip("00501")).toBe("NY"); // Holtsville, below Massachusetts
    expect(stateOfZip("73301")).toBe("TX"); // Austin's IRS ZIP, among Oklahoma's
    expect(stateOfZip("73102")).toBe("OK");
    expect(stateOfZip("99501")).toBe("AK");
  });

  it("reads a ZIP+4 and spaces around it", () => {
    expect(stateOfZip("80202-1234")).toBe("CO");
    expect(stateOfZip(" 97201 ")).toBe("OR");
  });

  it("is none for territories and military mail, which the shop does not ship to", () => {
    expect(stateOfZip("00601")).toBeNull(); // Puerto Rico
    expect(stateOfZip("09001")).toBeNull(); // APO Europe
    expect(stateOfZip("96910")).toBeNull(); // Guam
  });

  it("is none for anything that is not a ZIP", () => {
    for (const junk of ["", "8020", "802021", "80202-12", "8020a", "abcde", "802021234", "80202 1234"]) {
      expect(stateOfZip(junk), junk).toBeNull();
    }
  });

  it("is some ZIP's state for every state the shop ships to", () => {
    const found = new Set<string>();
    for (let prefix = 0; prefix < 1000; prefix += 1) {
      const state = stateOfZip(`${String(prefix).padStart(3, "0")}01`);
      if (state) found.add(state);
    }
    expect([...found].sort()).toEqual([...STATE_CODES].sort());
  });
});

describe("a typed state as its code", () => {
  it("accepts the code in any case, or the name, with spaces around", () => {
    expect(toStateCode("co")).toBe("CO");
    expect(toStateCode("Colorado")).toBe("CO");
    expect(toStateCode(" CO ")).toBe("CO");
    expect(toStateCode("district of columbia")).toBe("DC");
  });

  it("is none for anything else", () => {
    expect(toStateCode("XX")).toBeNull();
    expect(toStateCode("")).toBeNull();
    expect(toStateCode("PR")).toBeNull();
    expect(toStateCode("Colorad")).toBeNull();
  });
});

describe("the states", () => {
  it("are the 50 and DC, each with its name", () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(STATE_CODES).size).toBe(51);
    expect(stateName("CO")).toBe("Colorado");
    expect(stateName("DC")).toBe("District of Columbia");
  });
});
