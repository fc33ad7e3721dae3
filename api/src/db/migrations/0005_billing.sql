-- 0005: billing. Plans (prices and extras of docs/decisions/010-membership-plans.md), what links a
-- membership to the payment that made it, payment-provider events applied once, customers, and
-- the records of the built-in test payment provider (docs/decisions/011-payment-providers.md).

-- SPEC.md section 3 "Membership plan". Prices in cents (USD, per month). Which plans use hosted
-- checkout (stripePriceId) is configuration of the payment provider, not of the plan.
CREATE TABLE membership_plans (
  id integer PRIMARY KEY,
  -- 0 Free, 1 Basic, 2 Premium, 3 Enterprise
  type smallint NOT NULL UNIQUE CHECK (type BETWEEN 0 AND 3),
  name varchar(40) NOT NULL,
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  currency varchar(3) NOT NULL DEFAULT 'usd',
  has_advanced_analytics boolean NOT NULL DEFAULT false,
  has_priority_support boolean NOT NULL DEFAULT false,
  has_bulk_upload boolean NOT NULL DEFAULT false,
  -- A retired plan is no longer offered; memberships of it keep working.
  is_offered boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

INSERT INTO membership_plans (id, type, name, price_cents, has_advanced_analytics, has_priority_support, has_bulk_upload) VALUES
  (1, 0, 'Free', 0, false, false, false),
  (2, 1, 'Basic', 999, false, false, false),
  (3, 2, 'Premium', 1999, true, true, true),
  (4, 3, 'Enterprise', 4999, true, true, true);

-- A membership comes from a one-month card payment (provider_payment_id: the payment intent) or
-- from a subscription (provider_subscription_id). ends_at is when access stops: the paid month's
-- end, the period end of a subscription set to cancel, or null while a subscription renews.
ALTER TABLE memberships ADD COLUMN plan_id integer REFERENCES membership_plans (id);
ALTER TABLE memberships ADD COLUMN provider_payment_id varchar(255);
-- The provider's own status (active, past_due, canceled, ... or paid for a one-time payment).
ALTER TABLE memberships ADD COLUMN provider_status varchar(30);
ALTER TABLE memberships ADD COLUMN current_period_end timestamptz;
ALTER TABLE memberships ADD COLUMN cancel_at_period_end boolean NOT NULL DEFAULT false;
-- One membership per payment: concurrent confirmations of one payment make one row.
CREATE UNIQUE INDEX memberships_provider_payment_key ON memberships (provider, provider_payment_id);

-- Every provider event id applied, so a redelivered or replayed webhook changes nothing.
CREATE TABLE payment_events (
  provider varchar(20) NOT NULL,
  event_id varchar(255) NOT NULL,
  type varchar(100) NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, event_id)
);

-- The provider's customer of each user (hosted checkout, the billing portal).
CREATE TABLE billing_customers (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider varchar(20) NOT NULL,
  customer_id varchar(255) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, provider)
);
CREATE UNIQUE INDEX billing_customers_customer_key ON billing_customers (provider, customer_id);

-- The built-in test payment provider's (PAYMENT_PROVIDER=local) own records (what Stripe keeps on its side). Card numbers
-- are never stored: only their last four digits.
CREATE TABLE local_payment_intents (
  id varchar(64) PRIMARY KEY,
  client_secret varchar(128) NOT NULL,
  customer_id varchar(64),
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  currency varchar(3) NOT NULL,
  description text,
  metadata jsonb NOT NULL DEFAULT '{}',
  -- requires_payment_method | requires_action | succeeded | canceled
  status varchar(30) NOT NULL,
  last_error text,
  card_last4 varchar(4),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE local_checkout_sessions (
  id varchar(64) PRIMARY KEY,
  customer_id varchar(64) NOT NULL,
  price_id varchar(64) NOT NULL,
  amount_cents integer NOT NULL,
  currency varchar(3) NOT NULL,
  description text NOT NULL,
  metadata jsonb NOT NULL DEFAULT '{}',
  -- open | complete | expired
  status varchar(20) NOT NULL,
  -- unpaid | paid
  payment_status varchar(20) NOT NULL,
  -- A card that asked for authentication, waiting for the buyer's answer.
  pending_card_last4 varchar(4),
  subscription_id varchar(64),
  success_url text NOT NULL,
  cancel_url text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);

CREATE TABLE local_subscriptions (
  id varchar(64) PRIMARY KEY,
  customer_id varchar(64) NOT NULL,
  price_id varchar(64) NOT NULL,
  metadata jsonb NOT NULL DEFAULT '{}',
  -- active | canceled
  status varchar(20) NOT NULL,
  current_period_start timestamptz NOT NULL,
  current_period_end timestamptz NOT NULL,
  cancel_at_period_end boolean NOT NULL DEFAULT false,
  canceled_at timestamptz,
  ended_at timestamptz,
  card_last4 varchar(4),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX local_subscriptions_period_end_idx ON local_subscriptions (current_period_end) WHERE status = 'active';

CREATE TABLE local_portal_sessions (
  id varchar(64) PRIMARY KEY,
  customer_id varchar(64) NOT NULL,
  return_url text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
