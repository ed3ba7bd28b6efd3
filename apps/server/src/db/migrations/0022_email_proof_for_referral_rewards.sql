-- A referral reward is earned only once the referred account's address has been proven by mail
-- (docs/decisions/010-referrals.md): with AUTH_AUTOCONFIRM=true every sign-up is "confirmed" at
-- once, so `email_confirmed_at` says nothing about whether the address exists.

-- When a link or code mailed to the account's address was last verified (a confirmation, magic
-- link, recovery or address change); null while the address was never proven.
ALTER TABLE users ADD COLUMN email_proven_at timestamptz;

-- An account confirmed after a confirmation was mailed to it followed that mail (confirmation
-- mode, an invitation): proven. One confirmed automatically was never sent one.
UPDATE users SET email_proven_at = email_confirmed_at
WHERE email_confirmed_at IS NOT NULL AND confirmation_sent_at IS NOT NULL
  AND email_confirmed_at >= confirmation_sent_at;

-- Rewards already earned stay earned: their referred accounts count as proven. A reward still in
-- its hold now waits for the proof; its referred account is mailed a confirmation (below: no
-- `proof_mail_sent_at` yet), as is any referred account whose first payment comes from now on.
UPDATE users u SET email_proven_at = u.email_confirmed_at
FROM referral_rewards w
WHERE w.referred_user_id = u.id AND u.email_confirmed_at IS NOT NULL
  AND u.email_proven_at IS NULL AND (w.available_at <= now() OR w.credit_used_cents > 0);

-- When the referred account was mailed the confirmation that earns this reward.
ALTER TABLE referral_rewards ADD COLUMN proof_mail_sent_at timestamptz;
UPDATE referral_rewards SET proof_mail_sent_at = now() WHERE voided_at IS NOT NULL;
