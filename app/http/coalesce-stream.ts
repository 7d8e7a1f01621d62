// React 18's renderers hand the document over in small pieces: the web-streams
// one (renderToReadableStream, on Workers) in 512-byte chunks, the Node one
// (renderToPipeableStream, read back as a web stream in entry.server.tsx) in
// 2 KB buffers (docs/decisions/0011). Each piece that reaches the
// Node adapter becomes one res.write plus one deflate flush, which cost more
// CPU than rendering the page and halved the gzip ratio. This joins the pieces
// that arrive in the same macrotask into one chunk: the document still streams
// (a boundary that resolves later is sent when it resolves), in a few large writes.

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
