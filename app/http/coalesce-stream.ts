// React 18's web-streams renderer (react-dom/server.browser, used on both
// runtimes, docs/decisions/0001) enqueues the document in 512-byte pieces. On
// Node every piece became one res.write plus one deflate flush (the Remix
// adapter flushes after each chunk), which cost more CPU than rendering the
// page and halved the gzip ratio. This joins the pieces that arrive in the same
// macrotask into one chunk: the document still streams (a boundary that
// resolves later is sent when it resolves), in a few large writes.

/** Larger batches are sent at once rather than waiting for the next tick. */
const MAX_BATCH_BYTES = 64 * 1024;

export function coalesceChunks(): TransformStream<Uint8Array, Uint8Array> {
  let pending: Uint8Array[] = [];
  let size = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const emit = (controller: TransformStreamDefaultController<Uint8Array>) => {
    clearTimeout(timer);
    timer = undefined;
    if (size === 0) return;
    const batch = new Uint8Array(size);
    let offset = 0;
    for (const piece of pending) {
      batch.set(piece, offset);
      offset += piece.byteLength;
    }
    pending = [];
    size = 0;
    try {
      controller.enqueue(batch);
    } catch {
      // The reader went away (client disconnected): nothing left to send to.
    }
  };

  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      pending.push(chunk);
      size += chunk.byteLength;
      if (size >= MAX_BATCH_BYTES) emit(controller);
      // Every piece rendered in this pass arrives before a timer fires.
      else timer ??= setTimeout(() => emit(controller), 0);
    },
    flush(controller) {
      emit(controller);
    },
  });
}
