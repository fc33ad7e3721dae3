-- 0004: what keeps accounts and scans safe from hostile requests
-- (docs/decisions/016-hostile-requests.md).

-- When the account's email was proven to belong to its holder: by an identity provider that
-- verified it. Password registration proves nothing, so it stays null until a provider proves it;
-- that first provider sign-in also removes the password (whoever set it never proved the email).
ALTER TABLE users ADD COLUMN email_verified_at timestamptz;
UPDATE users SET email_verified_at = created_at WHERE password_hash IS NULL;
UPDATE users SET email_verified_at = now()
  WHERE email_verified_at IS NULL AND EXISTS (SELECT 1 FROM user_identities i WHERE i.user_id = users.id AND i.email = users.email);

-- Calls made on a scan after it was counted (analysis, optimize, rescore): each counted scan buys
-- a bounded number of them.
ALTER TABLE scan_events ADD COLUMN follow_up_calls integer NOT NULL DEFAULT 0;

-- Failed sign-ins and registration attempts per key and fixed window, shared by every instance on
-- one database. Rows of past windows are deleted as new ones are written.
CREATE TABLE attempt_counters (
  key varchar(300) NOT NULL,
  window_start timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  PRIMARY KEY (key, window_start)
);
CREATE INDEX attempt_counters_window_idx ON attempt_counters (window_start);
