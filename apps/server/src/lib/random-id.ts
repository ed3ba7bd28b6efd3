import { randomFillSync } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Random bytes drawn from the system in blocks: one call serves about a hundred ids. */
const pool = Buffer.alloc(4096);
let next = pool.length;

function randomByte(): number {
  if (next === pool.length) {
    randomFillSync(pool);
    next = 0;
  }
  const byte = pool[next] as number;
  // Each byte is used once: no two ids share entropy.
  next += 1;
  return byte;
}

/** `<prefix>_` and 20 random base-62 characters (~119 bits): chat, message and file ids. */
export function randomId(prefix: string): string {
  let token = '';
  while (token.length < 20) {
    const byte = randomByte();
    // 248 = 62 × 4: rejecting larger bytes keeps every character equally likely.
    if (byte < 248) token += ALPHABET[byte % 62];
  }
  return `${prefix}_${token}`;
}
