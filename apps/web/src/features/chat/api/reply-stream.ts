import {
  PromptStreamEndSchema,
  PromptStreamStartSchema,
  type PromptStreamEnd,
  type PromptStreamStart,
} from '@petrosage/contracts/chat';
import { API_ERROR_MESSAGES, ApiError, errorDetail } from '../../../lib/api-client';
import { readServerSentEvents } from '../../../lib/sse';

/** What a reply stream (`POST /prompt` or `GET /prompt/{id}/stream`) tells its reader. */
export interface ReplyStreamHandlers {
  onStart: (start: PromptStreamStart) => void;
  /** `lastEventId` = characters of the reply sent so far, this piece included. */
  onText: (piece: string, lastEventId: string) => void;
  onDone: (end: PromptStreamEnd) => void;
  onError: (detail: string) => void;
}

/** The stream ended with `done`/`error` ("finished"), or the server closed it early. */
export type ReplyStreamOutcome = 'finished' | 'cut-off';

/** Words for a failed reply whose `error` event carries no detail. */
export const REPLY_FAILED_TEXT = 'The reply could not be completed.';

function parseJson(data: string): unknown {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}

function invalidResponse(body: unknown): ApiError {
  return new ApiError(API_ERROR_MESSAGES.invalidResponse, 200, 'invalid-response', body);
}

/**
 * Reads one reply stream to its end (contracts `chat.ts`). Rejects when the connection drops or
 * an event is malformed; resolves "cut-off" when the server closed the stream before `done`.
 */
export async function readReplyStream(
  response: Response,
  handlers: ReplyStreamHandlers,
): Promise<ReplyStreamOutcome> {
  if (!response.body) throw invalidResponse(undefined);
  let finished = false;
  await readServerSentEvents(response.body, (event) => {
    if (finished) return;
    switch (event.type) {
      case 'start': {
        const parsed = PromptStreamStartSchema.safeParse(parseJson(event.data));
        if (!parsed.success) throw invalidResponse(event.data);
        handlers.onStart(parsed.data);
        break;
      }
      case 'message': {
        // Each piece of text is a JSON string (contracts `chat.ts`).
        const piece = parseJson(event.data);
        if (typeof piece !== 'string') throw invalidResponse(event.data);
        handlers.onText(piece, event.lastEventId);
        break;
      }
      case 'done': {
        const parsed = PromptStreamEndSchema.safeParse(parseJson(event.data));
        if (!parsed.success) throw invalidResponse(event.data);
        finished = true;
        handlers.onDone(parsed.data);
        break;
      }
      case 'error':
        finished = true;
        handlers.onError(errorDetail(parseJson(event.data)) ?? REPLY_FAILED_TEXT);
        break;
      default:
        break;
    }
  });
  return finished ? 'finished' : 'cut-off';
}
