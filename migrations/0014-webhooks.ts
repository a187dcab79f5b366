import { runStatements, type Migration } from './migration';

/** Webhook endpoints of an organization and every delivery made to them. */
export const webhooks: Migration = {
  name: '0014-webhooks',
  up: (context) =>
    runStatements(context, [
      `CREATE TABLE webhook_endpoints (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
        created_by_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        url text NOT NULL,
        events text[] NOT NULL,
        project_ids uuid[],
        only_relevant boolean NOT NULL DEFAULT true,
        format text NOT NULL CHECK (format IN ('standard', 'slack')),
        secret_sealed text NOT NULL,
        enabled boolean NOT NULL DEFAULT true,
        disabled_reason text,
        failing_since timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
      'CREATE INDEX webhook_endpoints_organization_idx ON webhook_endpoints (organization_id, created_at, id)',
      `CREATE TABLE webhook_deliveries (
        id uuid PRIMARY KEY,
        endpoint_id uuid NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
        event text NOT NULL,
        payload jsonb NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        last_response_code integer,
        last_error text,
        next_retry_at timestamptz,
        delivered_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
      'CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, created_at DESC, id DESC)',
    ]),
};
