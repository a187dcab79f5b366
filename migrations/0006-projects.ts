import { runStatements, type Migration } from './migration';

/** Monitoring projects; topics and their sources live in tables of their own. */
export const projects: Migration = {
  name: '0006-projects',
  up: (context) =>
    runStatements(context, [
      `CREATE TABLE projects (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
        created_by_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        name text NOT NULL,
        description text,
        business_context text,
        status text NOT NULL CHECK (status IN ('draft', 'active', 'paused', 'archived')),
        frequency text NOT NULL CHECK (frequency IN ('hourly', 'daily', 'weekly', 'monthly')),
        timezone text NOT NULL,
        last_run_at timestamptz,
        next_run_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
      'CREATE INDEX projects_organization_idx ON projects (organization_id, created_at DESC, id DESC)',
      'CREATE INDEX projects_created_by_user_idx ON projects (created_by_user_id)',
    ]),
};
