-- Versions of a message and search across a user's chats
-- (docs/decisions/025-message-versions-export-and-search.md).

-- A regenerated reply or an edited question is a new message, a version of the one it replaced:
-- `version_group` is the id of the first version, on every version (NULL: a message with one).
ALTER TABLE messages ADD COLUMN version_group text;
-- A message off the path the chat shows (an earlier version, or what followed one) names the
-- version whose replacement hid it; showing that version again brings them back. NULL: shown.
ALTER TABLE messages ADD COLUMN hidden_under text;
CREATE INDEX messages_version_group_idx ON messages (version_group)
  WHERE version_group IS NOT NULL;
CREATE INDEX messages_hidden_under_idx ON messages (hidden_under) WHERE hidden_under IS NOT NULL;

-- Full-text search of message text and chat titles (English stemming: "declining" finds
-- "decline"). A reply is indexed once it has settled, not at every save while it streams.
CREATE INDEX messages_search_idx ON messages USING gin (to_tsvector('english', content))
  WHERE status IN ('complete', 'stopped');
CREATE INDEX chats_search_idx ON chats USING gin (to_tsvector('english', title));
