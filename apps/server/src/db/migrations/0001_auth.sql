-- Accounts, sessions and refresh tokens (Supabase Auth compatible), profiles, rate-limit counters.

CREATE TABLE app_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id uuid PRIMARY KEY,
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  encrypted_password text NOT NULL,
  email_confirmed_at timestamptz,
  confirmation_sent_at timestamptz,
  last_sign_in_at timestamptz,
  user_metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  app_metadata jsonb NOT NULL DEFAULT '{"provider":"email","providers":["email"]}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE auth_sessions (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  refreshed_at timestamptz,
  user_agent text,
  ip text
);
CREATE INDEX auth_sessions_user_id_idx ON auth_sessions (user_id);

-- Opaque refresh tokens, stored only as SHA-256 hashes; each refresh revokes a token and adds a child.
CREATE TABLE refresh_tokens (
  id uuid PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES auth_sessions (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  parent_id uuid,
  revoked boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX refresh_tokens_session_active_idx ON refresh_tokens (session_id) WHERE NOT revoked;

CREATE TABLE user_profiles (
  id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  display_name varchar(100),
  company varchar(200),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE rate_limit_counters (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_counters_expires_at_idx ON rate_limit_counters (expires_at);
