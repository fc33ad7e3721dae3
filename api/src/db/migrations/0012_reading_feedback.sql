-- 0012: 'This is wrong' on how a resume was read (docs/decisions/031-showing-what-was-read.md).

-- A person's report that the reader got their resume wrong, stored only when they ticked the
-- consent box: the text the scan read, the reading they were shown, what they say is wrong and
-- their correction. Tied to the scan it is about; an account's reports go with the account.
CREATE TABLE reading_feedback (
  id uuid PRIMARY KEY,
  scan_event_id uuid REFERENCES scan_events (id) ON DELETE SET NULL,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  resume_id uuid REFERENCES resumes (id) ON DELETE SET NULL,
  problem varchar(20) NOT NULL,
  correction text NOT NULL DEFAULT '',
  reading jsonb NOT NULL,
  content text NOT NULL,
  consented_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reading_feedback_created_at_idx ON reading_feedback (created_at);
CREATE INDEX reading_feedback_user_idx ON reading_feedback (user_id);
