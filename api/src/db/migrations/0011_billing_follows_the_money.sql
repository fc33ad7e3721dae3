-- 0011: access follows the money, one purchase at a time (docs/decisions/028-billing-follows-the-money.md).

-- Each account's purchases through the payment routes: at most one open or processing at a time
-- (a second tab is answered the same one), and a count per hour bounds the provider objects made.
CREATE TABLE payment_purchases (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  provider varchar(20) NOT NULL,
  kind varchar(20) NOT NULL,
  plan_id integer NOT NULL REFERENCES membership_plans(id),
  provider_object_id varchar(255) NOT NULL,
  checkout_url text,
  state varchar(20) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX payment_purchases_one_open_key ON payment_purchases (user_id) WHERE state IN ('open', 'processing');
CREATE UNIQUE INDEX payment_purchases_object_key ON payment_purchases (provider, provider_object_id);
CREATE INDEX payment_purchases_user_created_idx ON payment_purchases (user_id, created_at);

-- Work that one instance does for all (the reconciliation pass): held until expires_at.
CREATE TABLE billing_leases (
  name varchar(60) PRIMARY KEY,
  holder varchar(100) NOT NULL,
  expires_at timestamptz NOT NULL
);

-- The built-in provider's refunds and disputes (Stripe's charge.refunded, charge.dispute.created).
ALTER TABLE local_payment_intents ADD COLUMN refunded_at timestamptz;
ALTER TABLE local_payment_intents ADD COLUMN disputed_at timestamptz;
