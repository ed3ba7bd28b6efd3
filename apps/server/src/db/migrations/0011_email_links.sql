-- E-mailed links and codes: confirmation, recovery, magic link, address change, reauthentication
-- (docs/decisions/033-mail-and-email-links.md). Owned by the auth module.

ALTER TABLE users
  ADD COLUMN recovery_sent_at timestamptz,
  ADD COLUMN email_change text CHECK (email_change = lower(email_change)),
  ADD COLUMN email_change_sent_at timestamptz,
  ADD COLUMN reauthentication_sent_at timestamptz;

-- One live token per account and purpose: SHA-224 of address + code, as Supabase Auth stores it
-- (`pkce_` in front when the link ends in a PKCE code exchange).
CREATE TABLE auth_one_time_tokens (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_type text NOT NULL CHECK (token_type IN (
    'confirmation', 'recovery', 'email_change_current', 'email_change_new', 'reauthentication')),
  token_hash text NOT NULL,
  -- The address the token was sent to.
  relates_to text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, token_type)
);
CREATE INDEX auth_one_time_tokens_hash_idx ON auth_one_time_tokens (token_hash);

-- PKCE: the challenge a link was requested with, then the one-time code the verified link hands
-- to the browser (stored as its SHA-256), exchanged with the verifier at /token?grant_type=pkce.
CREATE TABLE auth_flow_states (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  authentication_method text NOT NULL,
  code_challenge text NOT NULL,
  code_challenge_method text NOT NULL CHECK (code_challenge_method IN ('s256', 'plain')),
  auth_code_hash text UNIQUE,
  auth_code_issued_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_flow_states_user_idx ON auth_flow_states (user_id, authentication_method);
