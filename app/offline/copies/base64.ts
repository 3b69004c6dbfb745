/** Base64 of Yjs binary data, as `POST /api/notes/documents` sends and takes it. */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  // In slices: one String.fromCharCode call over a large array overflows the stack.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
