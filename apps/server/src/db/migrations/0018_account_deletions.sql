-- What is kept of a deleted account (docs/decisions/049-backups-restore-account-deletion-and-export.md):
-- that it was deleted, when, at whose request and how it was confirmed — never its address or data.
-- Its payment events stay too, without the account (payment_events.user_id becomes NULL).
CREATE TABLE account_deletions (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL,
  requested_by text NOT NULL CHECK (requested_by IN ('user', 'operator')),
  -- How the user confirmed it: 'password' or 'recent_sign_in'; NULL for an operator's deletion.
  confirmed_by text,
  subscription_canceled boolean NOT NULL,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_deletions_user_idx ON account_deletions (user_id);
