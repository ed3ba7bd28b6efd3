-- The text of a reply in progress (docs/decisions/038-cheap-reply-progress.md). Each save appends
-- what the model wrote since the previous one, so a save costs what was added, not the whole text
-- again. Settling the reply writes its whole text to its message row and removes its chunks in
-- the same statement; a reply whose process died has them folded in by the stale-reply sweep.
-- No foreign key: checking one would lock the message row (a write) at every save.
CREATE TABLE reply_chunks (
  message_id text NOT NULL,
  -- Where the chunk starts in the reply, in the stream's units (the SSE event ids).
  char_offset integer NOT NULL,
  text text NOT NULL,
  -- The generating process's heartbeat: a reply with a recent chunk is alive.
  saved_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (message_id, char_offset)
);
