-- Subscriptions (one record per user), the payment event log, local test-mode checkout sessions
-- and the per-user daily message counter.

CREATE TABLE subscriptions (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  -- Who bills it: 'local' (test-mode checkout on this server) or 'stripe'; NULL until a checkout
  -- completes (a row may hold only the provisional grant).
  provider text CHECK (provider IN ('local', 'stripe')),
  customer_id text,
  subscription_id text,
  plan_tier text NOT NULL DEFAULT 'free' CHECK (plan_tier IN ('free', 'standard', 'premium')),
  -- The provider's status; NULL when nothing was ever bought.
  status text CHECK (status IN ('active', 'trialing', 'past_due', 'canceled', 'incomplete',
                                'incomplete_expired', 'unpaid', 'paused')),
  current_period_end timestamptz,
  cancel_at_period_end boolean NOT NULL DEFAULT false,
  canceled_at timestamptz,
  cancellation_reason text,
  -- The one-off 24-hour Standard access (at most once per account).
  provisional_granted_at timestamptz,
  provisional_expires_at timestamptz,
  -- Set once, in the transaction of the first successful payment (referral rewards hang on it).
  first_paid_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX subscriptions_provider_subscription_idx ON subscriptions (provider, subscription_id)
  WHERE subscription_id IS NOT NULL;
CREATE INDEX subscriptions_provider_customer_idx ON subscriptions (provider, customer_id)
  WHERE customer_id IS NOT NULL;

-- Everything that happened to a subscription. For Stripe, `id` is the event id: the primary key
-- makes a redelivered event a no-op (inserted in the transaction of the state change).
CREATE TABLE payment_events (
  id text PRIMARY KEY,
  provider text NOT NULL CHECK (provider IN ('local', 'stripe')),
  type text NOT NULL,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_events_user_idx ON payment_events (user_id, created_at);

-- Checkout sessions of the local test-mode provider (`/checkout/<id>`).
CREATE TABLE checkout_sessions (
  id text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  plan_tier text NOT NULL CHECK (plan_tier IN ('standard')),
  success_url text NOT NULL,
  cancel_url text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'complete')),
  expires_at timestamptz NOT NULL,
  completed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Messages sent per user per UTC day; one upsert guarded by the allowance counts a prompt.
CREATE TABLE message_allowance (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day date NOT NULL,
  used integer NOT NULL CHECK (used >= 0),
  PRIMARY KEY (user_id, day)
);
