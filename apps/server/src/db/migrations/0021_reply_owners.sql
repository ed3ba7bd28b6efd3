-- Which server process generates each reply, and whether that process is alive
-- (docs/decisions/007-server-owned-replies.md). A process beats while it generates replies; the
-- replies of a process that stopped beating are failed as interrupted within seconds of its
-- death, instead of once each reply has been silent for the stale-reply timeout.

-- One row per server process that has generated replies. Unlogged on PostgreSQL, like the reply
-- chunks: beats every few seconds would otherwise fill the write-ahead log. After PostgreSQL
-- restarts from a crash the table is empty; a reply whose owner has no row falls back to the
-- stale-reply timeout, and its process adds its row again at its next beat.
CREATE TABLE server_processes (
  id text PRIMARY KEY,
  started_at timestamptz NOT NULL DEFAULT now(),
  heartbeat_at timestamptz NOT NULL DEFAULT now()
);
DO $$
BEGIN
  IF version() NOT LIKE '%PGlite%' THEN
    ALTER TABLE server_processes SET UNLOGGED;
  END IF;
END $$;

-- The process generating the reply: set when it starts generating (null until then).
ALTER TABLE replies_in_progress ADD COLUMN owner text;
