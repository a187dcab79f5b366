import { runStatements, type Migration } from './migration';

/**
 * Billing: the organization's Stripe customer and billing address, the Stripe events already taken
 * (deduplication by event id) and the credit packs already granted (credits added exactly once).
 */
export const billing: Migration = {
  name: '0013-billing',
  up: (context) =>
    runStatements(context, [
      'ALTER TABLE organizations ADD COLUMN billing_email citext',
      'ALTER TABLE organizations ADD COLUMN stripe_customer_id text UNIQUE',
      `CREATE TABLE stripe_events (
        id text PRIMARY KEY,
        type text NOT NULL,
        organization_id uuid REFERENCES organizations(id) ON DELETE CASCADE,
        received_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE TABLE credit_grants (
        checkout_session_id text PRIMARY KEY,
        organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
        pack_id text NOT NULL,
        credits integer NOT NULL CHECK (credits > 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      'CREATE INDEX credit_grants_organization_idx ON credit_grants (organization_id)',
    ]),
};
