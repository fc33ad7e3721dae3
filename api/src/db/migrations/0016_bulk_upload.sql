-- 0016: bulk resume upload (docs/decisions/039-bulk-resume-upload.md).

-- A batch: up to 20 resumes a member with a plan flagged has_bulk_upload scans at once, with the
-- industry and job description every file is scored against.
CREATE TABLE bulk_batches (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  industry varchar(40) NOT NULL,
  job_title varchar(200),
  company_name varchar(200),
  job_description text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bulk_batches_user_idx ON bulk_batches (user_id, created_at);

-- A row of a batch. Its file is kept (file_bytes) from its arrival until it is scanned, so the
-- scan goes on when the page is left and after a restart; then only the outcome stays: the
-- stored scan (resume_id), score and findings, or the error shown to the person.
-- status: waiting (file not received), queued, scanning, done, failed.
CREATE TABLE bulk_items (
  id uuid PRIMARY KEY,
  batch_id uuid NOT NULL REFERENCES bulk_batches (id) ON DELETE CASCADE,
  position smallint NOT NULL,
  file_name varchar(255) NOT NULL,
  mime_type varchar(255),
  file_bytes bytea,
  status varchar(12) NOT NULL DEFAULT 'waiting',
  score integer,
  resume_id uuid REFERENCES resumes (id) ON DELETE SET NULL,
  findings jsonb NOT NULL DEFAULT '[]'::jsonb,
  error text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (batch_id, position)
);
CREATE INDEX bulk_items_status_idx ON bulk_items (status);
