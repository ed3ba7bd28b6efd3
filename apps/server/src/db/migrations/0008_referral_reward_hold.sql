-- A referral reward is credit toward the referrer's own subscription. It is earned only once the
-- referred account's first payment has cleared its refund window (REFERRAL_REWARD_HOLD_DAYS) and
-- the referred e-mail is confirmed; until then it shows as pending. Rewards earned before this
-- rule are available at once.
ALTER TABLE referral_rewards ADD COLUMN available_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX referral_rewards_referrer_month_idx ON referral_rewards (referrer_user_id, created_at);
