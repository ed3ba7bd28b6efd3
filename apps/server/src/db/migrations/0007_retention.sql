-- Soft-deleted chats and messages are purged after the retention period (DELETED_DATA_RETENTION_DAYS):
-- these indexes find them without reading the live rows.
CREATE INDEX chats_deleted_idx ON chats (deleted_at) WHERE deleted_at IS NOT NULL;
CREATE INDEX messages_deleted_idx ON messages (deleted_at) WHERE deleted_at IS NOT NULL;
