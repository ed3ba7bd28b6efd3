import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `file_` and 20 random base-62 characters (~119 bits), like chat and message ids. */
export function newFileId(): string {
  let token = '';
  while (token.length < 20) {
    for (const byte of randomBytes(40)) {
      // 248 = 62 × 4: rejecting larger bytes keeps every character equally likely.
      if (byte < 248 && token.length < 20) token += ALPHABET[byte % 62];
    }
  }
  return `file_${token}`;
}
