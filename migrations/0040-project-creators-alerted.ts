import { runStatements, type Migration } from './migration';

/**
 * Projects whose alert settings were never saved alerted nobody. From now on a project starts alerting
 * the member who created it (immediately, relevant changes only); the projects made before get the same,
 * when their creator is still an active member. Saved settings are left as they are.
 */
export const projectCreatorsAlerted: Migration = {
  name: '0040-project-creators-alerted',
  up: (context) =>
    runStatements(context, [
      `INSERT INTO project_alert_recipients (project_id, membership_id)
        SELECT p.id, m.id FROM projects p
        JOIN memberships m ON m.organization_id = p.organization_id AND m.user_id = p.created_by_user_id AND m.status = 'active'
        WHERE NOT EXISTS (SELECT 1 FROM project_alert_settings s WHERE s.project_id = p.id)
        ON CONFLICT DO NOTHING`,
      `INSERT INTO project_alert_settings (project_id, mode, only_relevant)
        SELECT p.id, 'immediate', true FROM projects p
        WHERE NOT EXISTS (SELECT 1 FROM project_alert_settings s WHERE s.project_id = p.id)`,
    ]),
};
