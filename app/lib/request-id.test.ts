import { describe, expect, it } from "vitest";
import { requestIdFor } from "./request-id";

describe("requestIdFor", () => {
  it("keeps a trusted proxy's id", () => {
    expect(requestIdFor("lb-7f3a9c2e-0001", true)).toBe("lb-7f3a9c2e-0001");
  });

  it("makes a new id when the proxy is not trusted, or the id could break a log line", () => {
    expect(requestIdFor("lb-7f3a9c2e-0001", false)).toMatch(/^[0-9a-f-]{36}$/);
    for (const bad of ["short", "a b c d e f g h", "x".repeat(200), "id\nforged-line", "<script>1234"]) {
      expect(requestIdFor(bad, true)).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(requestIdFor(null, true)).not.toBe(requestIdFor(null, true));
  });
});
