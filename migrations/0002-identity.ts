import { runStatements, type Migration } from './migration';

export const identity: Migration = {
  name: '0002-identity',
  up: (context) =>
    runStatements(context, [
      'CREATE EXTENSION IF NOT EXISTS citext',
      `CREATE TABLE users (
        id uuid PRIMARY KEY,
        email citext NOT NULL UNIQUE,
        password_hash text,
        full_name text NOT NULL,
        is_verified boolean NOT NULL DEFAULT false,
        verified_at timestamptz,
        is_active boolean NOT NULL DEFAULT true,
        last_login_at timestamptz,
        email_preferences jsonb NOT NULL DEFAULT '{"marketingOptOut": false}',
        role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'staff')),
        two_factor_enabled boolean NOT NULL DEFAULT false,
        totp_secret text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE TABLE recovery_codes (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        code_hash text NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, code_hash)
      )`,
      `CREATE TABLE sessions (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        method text NOT NULL,
        mfa_completed boolean NOT NULL DEFAULT false,
        two_factor_pending boolean NOT NULL DEFAULT false,
        ip_address text,
        user_agent text,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      )`,
      'CREATE INDEX sessions_user_id_idx ON sessions (user_id)',
      `CREATE TABLE user_tokens (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('email_verification', 'magic_link', 'password_reset')),
        token_hash text NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      'CREATE INDEX user_tokens_user_id_idx ON user_tokens (user_id, purpose)',
      `CREATE TABLE api_keys (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name text NOT NULL,
        key_hash text NOT NULL UNIQUE,
        start text NOT NULL,
        scopes text[] NOT NULL DEFAULT '{}',
        metadata jsonb NOT NULL DEFAULT '{}',
        enabled boolean NOT NULL DEFAULT true,
        expires_at timestamptz,
        last_used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
      'CREATE INDEX api_keys_user_id_idx ON api_keys (user_id)',
      `CREATE TABLE login_events (
        id uuid PRIMARY KEY,
        user_id uuid REFERENCES users(id) ON DELETE CASCADE,
        email citext,
        action text NOT NULL,
        success boolean NOT NULL,
        ip_address text,
        user_agent text,
        metadata jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      'CREATE INDEX login_events_user_id_idx ON login_events (user_id, created_at DESC)',
      `CREATE TABLE email_outbox (
        id uuid PRIMARY KEY,
        to_address text NOT NULL,
        subject text NOT NULL,
        text_body text NOT NULL,
        html_body text,
        sent_at timestamptz,
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE TABLE rate_limits (
        key varchar(255) PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      )`,
    ]),
};
