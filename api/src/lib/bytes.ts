/**
 * A Uint8Array view of a Buffer (no copy). @types/node 20.9's Buffer does not satisfy the
 * generic Uint8Array of TypeScript 5.7+ libs; remove once @types/node is 20.19 or newer.
 */
export function u8(buf: Buffer): Uint8Array {
  return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
}
