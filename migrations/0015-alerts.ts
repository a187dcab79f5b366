import { runStatements, type Migration } from './migration';

/**
 * E-mail alerts: per project, the mode and the members who receive them; the changes announced for
 * alerting; and a marker per change and recipient, written with the mail, so no change is mailed twice.
 */
export const alerts: Migration = {
  name: '0015-alerts',
  up: (context) =>
    runStatements(context, [
      `CREATE TABLE project_alert_settings (
        project_id uuid PRIMARY KEY REFERENCES projects(id) ON DELETE CASCADE,
        mode text NOT NULL CHECK (mode IN ('immediate', 'daily')),
        only_relevant boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE TABLE project_alert_recipients (
        project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        membership_id uuid NOT NULL REFERENCES memberships(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (project_id, membership_id)
      )`,
      'CREATE INDEX project_alert_recipients_membership_idx ON project_alert_recipients (membership_id)',
      `CREATE TABLE alert_changes (
        change_id uuid PRIMARY KEY,
        project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        topic_name text NOT NULL,
        source_url text NOT NULL,
        summary text NOT NULL,
        relevant boolean NOT NULL,
        importance text NOT NULL CHECK (importance IN ('low', 'medium', 'high')),
        detected_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      'CREATE INDEX alert_changes_project_idx ON alert_changes (project_id, detected_at)',
      `CREATE TABLE alert_mails_sent (
        change_id uuid NOT NULL REFERENCES alert_changes(change_id) ON DELETE CASCADE,
        membership_id uuid NOT NULL REFERENCES memberships(id) ON DELETE CASCADE,
        outbox_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (change_id, membership_id)
      )`,
    ]),
};
