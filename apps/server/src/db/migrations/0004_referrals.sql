-- The referral program: one code per user, who referred whom, and the reward for a first payment.

-- At most one code per user (the key), each code unique; the alphabet leaves out 0/O and 1/I/L.
CREATE TABLE referral_codes (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  code text NOT NULL UNIQUE CHECK (code ~ '^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One referrer per account (the key), never the account itself.
CREATE TABLE referrals (
  referred_user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  referrer_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (referrer_user_id <> referred_user_id)
);
CREATE INDEX referrals_referrer_idx ON referrals (referrer_user_id);

-- The reward for a referred account's first successful payment: at most one per referred account.
CREATE TABLE referral_rewards (
  referred_user_id uuid PRIMARY KEY REFERENCES referrals (referred_user_id) ON DELETE CASCADE,
  referrer_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  amount_cents integer NOT NULL CHECK (amount_cents >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX referral_rewards_referrer_idx ON referral_rewards (referrer_user_id);
