-- TOTP two-factor authentication (Supabase Auth's `auth.mfa` API), the assurance level of each
-- session, account bans, operator grants of Standard access, and the operator audit log.

-- A user's TOTP factors: unverified until a code from the authenticator app is verified.
CREATE TABLE mfa_factors (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  friendly_name text NOT NULL DEFAULT '',
  factor_type text NOT NULL CHECK (factor_type = 'totp'),
  status text NOT NULL DEFAULT 'unverified' CHECK (status IN ('unverified', 'verified')),
  -- The shared secret in base32, as the authenticator app holds it.
  secret text NOT NULL,
  -- The last TOTP time step accepted: a code is accepted once.
  last_used_step bigint,
  last_challenged_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mfa_factors_user_idx ON mfa_factors (user_id);
CREATE UNIQUE INDEX mfa_factors_user_friendly_name_idx ON mfa_factors (user_id, friendly_name)
  WHERE friendly_name <> '';

-- A challenge is answered once, from the address that asked for it, within its expiry.
CREATE TABLE mfa_challenges (
  id uuid PRIMARY KEY,
  factor_id uuid NOT NULL REFERENCES mfa_factors (id) ON DELETE CASCADE,
  ip text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  verified_at timestamptz
);
CREATE INDEX mfa_challenges_factor_idx ON mfa_challenges (factor_id);

-- A session's authenticator assurance level: aal2 once a factor was verified in it.
ALTER TABLE auth_sessions
  ADD COLUMN aal text NOT NULL DEFAULT 'aal1' CHECK (aal IN ('aal1', 'aal2')),
  ADD COLUMN factor_id uuid,
  ADD COLUMN mfa_verified_at timestamptz;

-- An operator's ban (GoTrue's `ban_duration`): no sign-in or refresh until then.
ALTER TABLE users ADD COLUMN banned_until timestamptz;

-- Standard access an operator granted, until this time (none when NULL).
ALTER TABLE subscriptions
  ADD COLUMN operator_grant_until timestamptz,
  ADD COLUMN operator_grant_reason text;

-- Every action taken with the service-role key. Rows outlive the users they name.
CREATE TABLE operator_audit_log (
  id uuid PRIMARY KEY,
  action text NOT NULL,
  target_user_id uuid,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX operator_audit_log_target_idx ON operator_audit_log (target_user_id, created_at);
CREATE INDEX operator_audit_log_created_idx ON operator_audit_log (created_at);
