-- 0001: accounts with their profile fields, and support messages.
CREATE TABLE users (
  id uuid PRIMARY KEY,
  username varchar(30) NOT NULL,
  email varchar(254) NOT NULL,
  -- argon2id PHC string; null for accounts that only sign in through an identity provider.
  password_hash text,
  -- Bumped to revoke every token issued before (password change, "sign out everywhere").
  token_version integer NOT NULL DEFAULT 0,
  first_name varchar(100),
  last_name varchar(100),
  phone_number varchar(32),
  bio varchar(500),
  date_of_birth date,
  profile_updated_at timestamptz,
  scan_count integer NOT NULL DEFAULT 0,
  last_scan_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Usernames keep their case for display and are unique without it; emails are stored lower-case.
CREATE UNIQUE INDEX users_username_lower_key ON users (lower(username));
CREATE UNIQUE INDEX users_email_key ON users (email);

CREATE TABLE support_messages (
  id uuid PRIMARY KEY,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  name varchar(200) NOT NULL DEFAULT '',
  email varchar(254) NOT NULL,
  subject varchar(200) NOT NULL,
  message text NOT NULL,
  client_ip varchar(64),
  forwarded_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX support_messages_created_at_idx ON support_messages (created_at);
