-- Files users attach to their messages. What was read from a file is kept, not its bytes
-- (docs/decisions/013-attachments.md).

CREATE TABLE files (
  id text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The message it was sent with; NULL until it is sent. `position` orders a message's files.
  message_id text REFERENCES messages (id) ON DELETE CASCADE,
  position smallint,
  name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('txt', 'pdf', 'doc', 'docx', 'csv', 'xlsx', 'json')),
  size_bytes integer NOT NULL,
  sha256 text NOT NULL,
  -- The text shown to the model (tables as CSV), and its length before the storage limit.
  content text NOT NULL,
  characters integer NOT NULL,
  -- Tables: a shorter text (column statistics, first and last rows) for when `content` does not fit.
  summary text,
  -- Tables (CSV, XLSX, JSON records): JSON of ExtractedTable[] (packages/contracts files.ts). Text,
  -- not jsonb: it is only ever read whole, and the embedded database parses jsonb slowly.
  tables text,
  details jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- "A message's files, in order".
CREATE INDEX files_message_idx ON files (message_id, position) WHERE message_id IS NOT NULL;
-- The sweep of files uploaded but never sent.
CREATE INDEX files_unsent_idx ON files (created_at) WHERE message_id IS NULL;

-- The files a message carried, in order (NULL: none), so building a prompt needs no lookup for
-- the many messages without files.
ALTER TABLE messages ADD COLUMN file_ids text[];
