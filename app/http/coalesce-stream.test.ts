import { describe, expect, it } from "vitest";
import { coalesceChunks } from "./coalesce-stream";

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Reads what a client would receive: the chunks, as text. */
async function received(stream: ReadableStream<Uint8Array>) {
  const chunks: string[] = [];
  const reader = stream.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(decoder.decode(next.value));
  return chunks;
}

function source(write: (controller: ReadableStreamDefaultController<Uint8Array>) => void | Promise<void>) {
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      await write(controller);
      controller.close();
    },
  });
}

describe("coalesceChunks", () => {
  it("sends pieces enqueued together as one chunk, bytes unchanged", async () => {
    const pieces = Array.from({ length: 300 }, (_, i) => `<p>piece ${i} ✓</p>`);
    const stream = source((controller) => {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
    });
    const chunks = await received(stream.pipeThrough(coalesceChunks()));
    expect(chunks).toHaveLength(1);
    expect(chunks.join("")).toBe(pieces.join(""));
  });

  it("still streams: a piece that comes later is sent when it comes", async () => {
    const stream = source(async (controller) => {
      controller.enqueue(encoder.encode("<html>shell"));
      controller.enqueue(encoder.encode("<main>"));
      await new Promise((resolve) => setTimeout(resolve, 20));
      controller.enqueue(encoder.encode("late</main></html>"));
    });
    expect(await received(stream.pipeThrough(coalesceChunks()))).toEqual(["<html>shell<main>", "late</main></html>"]);
  });

  it("does not hold back more than 64 KB", async () => {
    const piece = new Uint8Array(16 * 1024).fill(97);
    const stream = source((controller) => {
      for (let i = 0; i < 10; i++) controller.enqueue(piece);
    });
    const chunks = await received(stream.pipeThrough(coalesceChunks()));
    expect(chunks.map((chunk) => chunk.length)).toEqual([64 * 1024, 64 * 1024, 32 * 1024]);
  });
});
