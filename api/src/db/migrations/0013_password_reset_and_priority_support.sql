-- 0013: password reset by mailed link, and support messages delivered by mail with priority
-- (docs/decisions/032-mail-password-reset-and-priority-support.md).

-- A reset link's token is kept only as its SHA-256 digest: a leaked table opens no account.
-- A token works once (used_at) and for one hour (expires_at).
CREATE TABLE password_reset_tokens (
  token_hash varchar(64) PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id);

-- Priority: the sender's plan had has_priority_support when the message was sent.
ALTER TABLE support_messages ADD COLUMN priority boolean NOT NULL DEFAULT false;
-- Set when the message was delivered to the support inbox by mail.
ALTER TABLE support_messages ADD COLUMN mailed_at timestamptz;
CREATE INDEX support_messages_user_idx ON support_messages (user_id, created_at);
