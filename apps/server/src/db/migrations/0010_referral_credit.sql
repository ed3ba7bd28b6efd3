-- Earned referral rewards are account credit applied to the referrer's own subscription
-- (docs/decisions/010-referrals.md). `credit_used_cents` is how much of a reward has been
-- applied: to a local renewal, or handed to Stripe as customer balance (`stripe_balance_transaction`).
-- A refund or dispute of the referred account's first payment within the hold voids its reward.
ALTER TABLE referral_rewards
  ADD COLUMN credit_used_cents integer NOT NULL DEFAULT 0,
  ADD COLUMN stripe_balance_transaction text,
  ADD COLUMN voided_at timestamptz,
  ADD COLUMN void_reason text,
  ADD CONSTRAINT referral_rewards_credit_used_check
    CHECK (credit_used_cents >= 0 AND credit_used_cents <= amount_cents),
  ADD CONSTRAINT referral_rewards_void_check CHECK (voided_at IS NULL OR credit_used_cents = 0);

-- Each application of credit: to which renewal (local) or Stripe balance transaction, how much.
CREATE TABLE account_credit_applications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('local', 'stripe')),
  reference text NOT NULL,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, reference)
);
CREATE INDEX account_credit_applications_user_idx ON account_credit_applications (user_id);
