import { randomId } from '../../lib/random-id';

export const newChatId = (): string => randomId('chat');
export const newMessageId = (): string => randomId('msg');
