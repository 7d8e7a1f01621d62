// A CSV file sent as it is made: the text comes from an async iterator (a
// service's generator) and goes out through a web ReadableStream, which both
// runtimes send as a chunked body (the Node adapter pipes it to the socket,
// a Worker hands it to Cloudflare as it is). pull() runs only when the reader
// wants more, so a slow download slows the database reads instead of letting
// the file pile up in memory; a download the client abandons stops the reads.

const encoder = new TextEncoder();

export function csvDownload(pieces: AsyncIterator<string>, filename: string): Response {
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        // Skip empty pieces: an empty chunk would read as the end of a chunked body to some clients.
        for (;;) {
          const { value, done } = await pieces.next();
          if (done) return controller.close();
          if (value) return controller.enqueue(encoder.encode(value));
        }
      },
      async cancel() {
        await pieces.return?.();
      },
    },
    // One piece waiting at most: the next page is read when this one has gone.
    { highWaterMark: 1 },
  );
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
