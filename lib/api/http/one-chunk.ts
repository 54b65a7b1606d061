/** A body already in memory (a PDF, a small CSV) as the stream a HandlerResult sends. */
export const oneChunk = (bytes: Uint8Array): ReadableStream<Uint8Array> =>
  new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
