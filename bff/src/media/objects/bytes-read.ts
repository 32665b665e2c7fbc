import { type ByteRange, type ObjectRead, resolveRange } from './object-store.ts';

/** Bytes already in memory, read like a stored object (a photo variant not yet moved out of the database). */
export function bytesRead(bytes: Uint8Array, range?: ByteRange): ObjectRead {
  const { start, end } = resolveRange(range, bytes.byteLength);
  const part = bytes.subarray(start, end + 1);
  return {
    body: new ReadableStream<Uint8Array>({
      start(controller) {
        if (part.byteLength > 0) controller.enqueue(part);
        controller.close();
      },
    }),
    size: bytes.byteLength,
    start,
    end,
  };
}
