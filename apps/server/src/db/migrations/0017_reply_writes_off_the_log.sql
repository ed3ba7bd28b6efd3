-- What a reply writes to the write-ahead log (docs/decisions/043-reply-writes-off-the-log.md):
-- its progress and the words search looks up are kept in tables PostgreSQL does not log, and
-- settling a reply changes no indexed column of its row, so the row is rewritten in its page
-- (a HOT update) without a new entry in any of its indexes.

-- Progress chunks: unlogged on PostgreSQL, where they survive the server process (any of them may
-- crash) and are lost only with the database itself. The embedded database lives in the server's
-- process: a crash of one is a crash of the other, which empties unlogged tables, so they stay
-- logged there.
DO $$
BEGIN
  IF version() NOT LIKE '%PGlite%' THEN
    ALTER TABLE reply_chunks SET UNLOGGED;
  END IF;
END $$;

-- The replies streaming now, by id: how the stale-reply sweep finds them. It replaces the index
-- on `messages (updated_at) WHERE status = 'streaming'`, whose column and condition changed at
-- every settle and so kept that write from being a HOT update. Kept by the trigger below.
CREATE TABLE replies_in_progress (
  message_id text PRIMARY KEY
);
INSERT INTO replies_in_progress (message_id) SELECT id FROM messages WHERE status = 'streaming';
DROP INDEX messages_streaming_idx;

-- The words of each settled message, for full-text search: derived from `messages.content`, so
-- unlogged. After PostgreSQL restarts from a crash (or a standby takes over) the table is empty,
-- and so is `message_words_filled`: the next search fills it again from the messages first.
CREATE UNLOGGED TABLE message_words (
  message_id text PRIMARY KEY,
  words tsvector NOT NULL
);
CREATE INDEX message_words_idx ON message_words USING gin (words);
CREATE UNLOGGED TABLE message_words_filled (
  filled_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO message_words (message_id, words)
  SELECT id, to_tsvector('english', content) FROM messages WHERE status IN ('complete', 'stopped');
INSERT INTO message_words_filled DEFAULT VALUES;
DROP INDEX messages_search_idx;

-- Every path that stores, settles or removes a message keeps both tables right.
CREATE FUNCTION messages_track_replies_and_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM message_words WHERE message_id = OLD.id;
    DELETE FROM replies_in_progress WHERE message_id = OLD.id;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' AND NEW.status = 'streaming' THEN
    INSERT INTO replies_in_progress (message_id) VALUES (NEW.id);
  ELSIF TG_OP = 'UPDATE' AND OLD.status = 'streaming' AND NEW.status <> 'streaming' THEN
    DELETE FROM replies_in_progress WHERE message_id = NEW.id;
  END IF;
  IF NEW.status IN ('complete', 'stopped') THEN
    INSERT INTO message_words (message_id, words)
      VALUES (NEW.id, to_tsvector('english', NEW.content))
      ON CONFLICT (message_id) DO UPDATE SET words = excluded.words;
  ELSIF TG_OP = 'UPDATE' THEN
    DELETE FROM message_words WHERE message_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER messages_track_replies_and_words
  AFTER INSERT OR DELETE OR UPDATE OF content, status ON messages
  FOR EACH ROW EXECUTE FUNCTION messages_track_replies_and_words();

-- Room in each page for the settled versions of the replies stored in it, so settling stays HOT
-- (new pages only; existing ones fill up as before).
ALTER TABLE messages SET (fillfactor = 80);
