-- 0008: what costs money is metered per person (docs/decisions/025-ai-metered-per-person.md).

-- Calls to a paid AI provider per subject ('user:<id>' or 'ip:<address key>') and UTC day, shared
-- by every instance. One call is consumed by one conditional upsert, as scans are (scan_quotas).
-- Rows of past days are deleted as new days' rows are written.
CREATE TABLE ai_call_quotas (
  subject varchar(100) NOT NULL,
  window_start timestamptz NOT NULL,
  used integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (subject, window_start)
);
CREATE INDEX ai_call_quotas_window_idx ON ai_call_quotas (window_start);

-- The optimized texts answered for a scan (their digests): rescore accepts these besides the
-- scan's own text, so a scan ticket scores what the scan produced and nothing else.
ALTER TABLE scan_events ADD COLUMN derived_text_digests text[] NOT NULL DEFAULT '{}';
