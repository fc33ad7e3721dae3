-- 0002: accounts linked to identity providers (Google, GitHub, LinkedIn; issue 6). A provider
-- account (provider + its stable subject id) belongs to one user; a user may link several.
-- users.password_hash is already nullable: an account created through a provider has no password
-- and password login refuses it with the generic invalid-credentials answer.
CREATE TABLE user_identities (
  provider varchar(20) NOT NULL,
  subject varchar(255) NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The verified email the provider gave at the last sign-in.
  email varchar(254) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_sign_in_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, subject)
);

CREATE INDEX user_identities_user_id_idx ON user_identities (user_id);
