import { runStatements, type Migration } from './migration';

/**
 * Domains an organization claims by DNS TXT proof. A name may be claimed by several organizations
 * while pending, but only one of them can hold it verified.
 */
export const domains: Migration = {
  name: '0010-domains',
  up: (context) =>
    runStatements(context, [
      `CREATE TABLE domains (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
        domain citext NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'verified', 'failed')),
        verification_method text NOT NULL DEFAULT 'dns_txt' CHECK (verification_method = 'dns_txt'),
        dns_record_value text NOT NULL,
        verified_at timestamptz,
        last_verification_attempt timestamptz,
        verification_error text,
        auto_join_mode text NOT NULL DEFAULT 'off' CHECK (auto_join_mode IN ('off', 'automatic', 'approval')),
        auto_join_role text NOT NULL DEFAULT 'member' CHECK (auto_join_role IN ('admin', 'member')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (organization_id, domain)
      )`,
      `CREATE UNIQUE INDEX domains_one_verified_owner ON domains (domain) WHERE status = 'verified'`,
    ]),
};
