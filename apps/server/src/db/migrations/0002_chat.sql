-- Chats and their messages, one row per message. Soft-deleted rows keep `deleted_at`.

CREATE TABLE chats (
  id text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
-- "My chats by recency".
CREATE INDEX chats_user_recent_idx ON chats (user_id, updated_at DESC) WHERE deleted_at IS NULL;

CREATE TABLE messages (
  id text PRIMARY KEY,
  -- Insertion order within the database; the order of a chat's messages.
  seq bigint GENERATED ALWAYS AS IDENTITY,
  chat_id text NOT NULL REFERENCES chats (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('user', 'assistant')),
  content text NOT NULL DEFAULT '',
  status text NOT NULL CHECK (status IN ('complete', 'streaming', 'stopped', 'error')),
  error text,
  -- The client's id for a sent message: a retry with the same id finds this row.
  client_message_id text,
  -- On an assistant message: the user message it answers (at most one reply each).
  reply_to text REFERENCES messages (id) ON DELETE CASCADE,
  -- Set by a stop request on any server process; the generating process honours it.
  stop_requested boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
-- "A chat's messages in order".
CREATE INDEX messages_chat_order_idx ON messages (chat_id, seq) WHERE deleted_at IS NULL;
CREATE UNIQUE INDEX messages_client_message_idx ON messages (user_id, client_message_id)
  WHERE client_message_id IS NOT NULL;
CREATE UNIQUE INDEX messages_reply_to_idx ON messages (reply_to) WHERE reply_to IS NOT NULL;
CREATE INDEX messages_streaming_idx ON messages (updated_at) WHERE status = 'streaming';
