-- Invitations (the operator's `POST /auth/v1/invite`): when the account was last invited, as
-- Supabase Auth records it (`invited_at`). Owned by the auth module.
ALTER TABLE users ADD COLUMN invited_at timestamptz;
