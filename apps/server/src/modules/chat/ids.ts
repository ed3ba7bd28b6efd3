import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 20 random base-62 characters (~119 bits). */
function randomToken(length = 20): string {
  const bytes = randomBytes(length * 2);
  let token = '';
  for (const byte of bytes) {
    // 248 = 62 × 4: rejecting larger bytes keeps every character equally likely.
    if (byte < 248) token += ALPHABET[byte % 62];
    if (token.length === length) return token;
  }
  return token + randomToken(length - token.length);
}

export const newChatId = (): string => `chat_${randomToken()}`;
export const newMessageId = (): string => `msg_${randomToken()}`;
