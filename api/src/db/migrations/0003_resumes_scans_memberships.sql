-- 0003: stored resumes and their scores, scan events and counters (SPEC.md section 9 limits),
-- memberships (docs/decisions/006-scan-limits-and-ai-layer.md).

-- A signed-in user's scans: the text the engine read, its score and the feedback shown.
CREATE TABLE resumes (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  file_name varchar(255) NOT NULL,
  -- pdf | docx | txt: what the bytes were, not what the name said.
  file_kind varchar(8) NOT NULL,
  industry varchar(40) NOT NULL,
  job_title varchar(200),
  company_name varchar(200),
  job_description text,
  content text NOT NULL,
  score integer NOT NULL,
  scoring_version varchar(40) NOT NULL,
  -- Feedback HTML (escaped by whoever produced it) and the score breakdown as the api returned them.
  analysis text NOT NULL,
  score_components jsonb NOT NULL,
  keywords jsonb,
  optimized_resume text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX resumes_user_created_idx ON resumes (user_id, created_at DESC);

-- One row per scan that counted (files that could not be read never get here). user_id is null
-- for anonymous visitors, who are identified by client_ip only.
CREATE TABLE scan_events (
  id uuid PRIMARY KEY,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  client_ip varchar(64),
  resume_id uuid REFERENCES resumes (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX scan_events_user_created_idx ON scan_events (user_id, created_at);
CREATE INDEX scan_events_ip_idx ON scan_events (client_ip) WHERE user_id IS NULL;

-- The budget: one row per subject ('user:<uuid>' or 'ip:<address>') and window (the start of
-- the UTC day or month for accounts; the epoch for anonymous visitors, whose 3 scans are for
-- good). A scan is consumed by one conditional upsert, which PostgreSQL makes atomic.
CREATE TABLE scan_quotas (
  subject varchar(100) NOT NULL,
  window_start timestamptz NOT NULL,
  used integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (subject, window_start)
);

-- Paid plans. Billing (a later issue) writes here; a membership counts while status is active
-- and ends_at is null or in the future. plan_type: 0 Free, 1 Basic, 2 Premium, 3 Enterprise.
CREATE TABLE memberships (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  plan_type smallint NOT NULL CHECK (plan_type BETWEEN 0 AND 3),
  -- active | canceled | past_due | expired
  status varchar(20) NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  ends_at timestamptz,
  provider varchar(20),
  provider_customer_id varchar(255),
  provider_subscription_id varchar(255),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX memberships_user_idx ON memberships (user_id, status);
CREATE UNIQUE INDEX memberships_provider_subscription_key ON memberships (provider, provider_subscription_id);
