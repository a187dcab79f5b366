import { runStatements, type Migration } from './migration';

export const organizations: Migration = {
  name: '0003-organizations',
  up: (context) =>
    runStatements(context, [
      `CREATE TABLE organizations (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        slug citext NOT NULL UNIQUE,
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended')),
        type text NOT NULL CHECK (type IN ('personal', 'team')),
        tier_id text,
        subscription jsonb,
        seat_cap integer NOT NULL DEFAULT 5,
        slot_cap integer NOT NULL DEFAULT 3,
        slot_packs integer NOT NULL DEFAULT 0,
        credit_balance integer NOT NULL DEFAULT 0,
        require_mfa boolean NOT NULL DEFAULT false,
        sso_enabled boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE TABLE memberships (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
        user_id uuid REFERENCES users(id) ON DELETE CASCADE,
        email citext NOT NULL,
        role text NOT NULL CHECK (role IN ('owner', 'admin', 'member')),
        status text NOT NULL CHECK (status IN ('invited', 'active', 'pending_approval', 'removed')),
        invited_by_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        invite_token_hash text UNIQUE,
        invite_expires_at timestamptz,
        invited_at timestamptz,
        joined_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE UNIQUE INDEX memberships_one_live_per_user ON memberships (organization_id, user_id)
        WHERE status IN ('active', 'pending_approval')`,
      `CREATE UNIQUE INDEX memberships_one_invite_per_email ON memberships (organization_id, email)
        WHERE status = 'invited'`,
      "CREATE INDEX memberships_user_id_idx ON memberships (user_id) WHERE status = 'active'",
      `CREATE TABLE audit_logs (
        id uuid PRIMARY KEY,
        organization_id uuid REFERENCES organizations(id) ON DELETE CASCADE,
        user_id uuid,
        actor jsonb NOT NULL,
        action text NOT NULL,
        resource_type text NOT NULL,
        resource_id text,
        metadata jsonb NOT NULL DEFAULT '{}',
        ip_address text,
        user_agent text,
        audit_session_id text,
        trace_id text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      'CREATE INDEX audit_logs_organization_idx ON audit_logs (organization_id, created_at DESC, id DESC)',
      'CREATE INDEX audit_logs_user_idx ON audit_logs (user_id, created_at DESC)',
      `CREATE FUNCTION audit_logs_are_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'audit_logs rows cannot be updated'; END $$`,
      `CREATE TRIGGER audit_logs_no_update BEFORE UPDATE ON audit_logs
        FOR EACH ROW EXECUTE FUNCTION audit_logs_are_append_only()`,
    ]),
};
