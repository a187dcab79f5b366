import { createHash } from 'node:crypto';
import pg from 'pg';
import { generateApiKey } from '../../domain/auth/api-keys';
import type { CredentialStrength } from '../../domain/auth/credential-strength';

/** How big the seeded data set is; `benchSeedSize` picks the full one or the smoke-run one. */
export interface SeedSize {
  organizations: number;
  projectsPerOrganization: number;
  topicsPerProject: number;
  sourcesPerTopic: number;
  /** Members besides the owner in each organization. */
  membersPerOrganization: number;
  auditEntries: number;
  /** The share of the audit entries that belongs to the measured organization (the heaviest tenant). */
  measuredAuditEntries: number;
  /** Runs of each project of the measured organization; every other project has one run. */
  measuredRunsPerProject: number;
}

export const FULL_SEED: SeedSize = {
  organizations: 1_000,
  projectsPerOrganization: 100,
  topicsPerProject: 3,
  sourcesPerTopic: 2,
  membersPerOrganization: 4,
  auditEntries: 1_000_000,
  measuredAuditEntries: 100_000,
  measuredRunsPerProject: 50,
};

export const QUICK_SEED: SeedSize = {
  organizations: 20,
  projectsPerOrganization: 10,
  topicsPerProject: 3,
  sourcesPerTopic: 2,
  membersPerOrganization: 2,
  auditEntries: 10_000,
  measuredAuditEntries: 2_000,
  measuredRunsPerProject: 5,
};

/** What the scenarios read: organization 1, its newest project, and a reader's API key. */
export interface ReadsFixture {
  apiKey: string;
  userId: string;
  organizationId: string;
  projectId: string;
}

export interface SeedReport {
  fixture: ReadsFixture;
  seconds: number;
  rows: Record<string, number>;
}

/** Scopes of the reader's key: exactly what the five read routes need. */
const READER_SCOPES = ['user:read', 'organization:read', 'organization:manage-members', 'projects:read'];
/** The reader's key, as if created by a password session (the seeded organizations require nothing more). */
const BENCH_KEY_STRENGTH: CredentialStrength = { method: 'password', mfaCompleted: false, ssoOrganizationId: null, providerMfa: false };

/**
 * Fills the tables set-based (`INSERT … SELECT generate_series`), ids derived from the row numbers
 * (`md5(…)::uuid`) so every child row finds its parent without a lookup; then VACUUM ANALYZE, as
 * autovacuum would do on a live system, so plans and index-only scans match a settled database.
 */
export async function seedReadsDataSet(databaseUrl: string, size: SeedSize): Promise<SeedReport> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  try {
    const key = generateApiKey();
    for (const statement of seedStatements(size)) await client.query(statement.sql, statement.values);
    await client.query(
      `INSERT INTO api_keys (id, user_id, name, key_hash, start, scopes, strength) VALUES (gen_random_uuid(), ${id('reader', '0')}, 'bench reader', $1, $2, $3, $4)`,
      [key.keyHash, key.start, READER_SCOPES, JSON.stringify(BENCH_KEY_STRENGTH)],
    );
    await client.query('VACUUM ANALYZE');
    const rows = await countRows(client);
    const measured = await client.query<{ id: string }>(
      `SELECT id FROM projects WHERE organization_id = ${id('org', '1')} ORDER BY created_at DESC, id DESC LIMIT 1`,
    );
    return {
      fixture: { apiKey: key.key, userId: uuidOf('reader', 0), organizationId: uuidOf('org', 1), projectId: measured.rows[0]!.id },
      seconds: (performance.now() - started) / 1000,
      rows,
    };
  } finally {
    await client.end();
  }
}

/** The SQL for a seeded id: `md5('<kind>:' || <expression>)` shaped as a version-4 UUID (the API validates ids). */
function id(kind: string, expression: string): string {
  const hash = `md5('${kind}:' || (${expression})::text)`;
  return `(substr(${hash}, 1, 12) || '4' || substr(${hash}, 14, 3) || '8' || substr(${hash}, 18, 15))::uuid`;
}

/** The same id computed here, for the fixture. */
function uuidOf(kind: string, n: number): string {
  const digest = createHash('md5').update(`${kind}:${n}`).digest('hex');
  const hex = `${digest.slice(0, 12)}4${digest.slice(13, 16)}8${digest.slice(17)}`;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

interface Statement {
  sql: string;
  values?: unknown[];
}

function seedStatements(size: SeedSize): Statement[] {
  const organizations = size.organizations;
  const projects = organizations * size.projectsPerOrganization;
  const perOrganization = size.projectsPerOrganization;
  const members = size.membersPerOrganization;
  const usersPerOrganization = members + 1;
  // Project p belongs to organization ((p - 1) / perOrganization) + 1; organization 1's are the measured ones.
  const organizationOfProject = `((p - 1) / ${perOrganization}) + 1`;
  return [
    {
      sql: `INSERT INTO users (id, email, full_name, is_verified, verified_at, created_at, updated_at)
        SELECT ${id('user', 'u')}, 'bench-user-' || u || '@example.com', 'Bench User ' || u, true, now(), now(), now()
        FROM generate_series(1, ${organizations * usersPerOrganization}) AS u`,
    },
    {
      sql: `INSERT INTO users (id, email, full_name, is_verified, verified_at) VALUES (${id('reader', '0')}, 'bench-reader@example.com', 'Bench Reader', true, now())`,
    },
    {
      sql: `INSERT INTO organizations (id, name, slug, type, tier_id, seat_cap, slot_cap, created_at, updated_at)
        SELECT ${id('org', 'o')}, 'Bench Organization ' || o, 'bench-organization-' || o, 'team', 'pro', 50, ${perOrganization}, now(), now()
        FROM generate_series(1, ${organizations}) AS o`,
    },
    {
      // User (o - 1) * usersPerOrganization + 1 owns organization o; the next ones are its members.
      sql: `INSERT INTO memberships (id, organization_id, user_id, email, role, status, joined_at)
        SELECT gen_random_uuid(), ${id('org', 'o')}, ${id('user', 'u')}, 'bench-user-' || u || '@example.com',
          CASE WHEN k = 0 THEN 'owner' ELSE 'member' END, 'active', now()
        FROM generate_series(1, ${organizations}) AS o, generate_series(0, ${members}) AS k, LATERAL (SELECT (o - 1) * ${usersPerOrganization} + k + 1 AS u) AS numbered`,
    },
    {
      sql: `INSERT INTO memberships (id, organization_id, user_id, email, role, status, joined_at)
        VALUES (gen_random_uuid(), ${id('org', '1')}, ${id('reader', '0')}, 'bench-reader@example.com', 'admin', 'active', now())`,
    },
    {
      sql: `INSERT INTO projects (id, organization_id, created_by_user_id, name, description, business_context, status, frequency, timezone, last_run_at, next_run_at, created_at, updated_at)
        SELECT ${id('project', 'p')}, ${id('org', organizationOfProject)}, ${id('user', `(${organizationOfProject} - 1) * ${usersPerOrganization} + 1`)},
          'Competitor watch ' || p, 'Pricing and product pages of competitor ' || p, 'We sell monitoring software to mid-sized retailers.',
          'active', 'daily', 'Europe/Berlin', now() - interval '1 hour', now() + interval '23 hours', now() - p * interval '1 minute', now() - p * interval '1 minute'
        FROM generate_series(1, ${projects}) AS p`,
    },
    {
      sql: `INSERT INTO topics (id, project_id, position, name, description, watch_for)
        SELECT ${id('topic', `p || '-' || t`)}, ${id('project', 'p')}, t, 'Topic ' || t, 'What competitor ' || p || ' announces about topic ' || t,
          '["price changes", "new plans", "discontinued features"]'::jsonb
        FROM generate_series(1, ${projects}) AS p, generate_series(0, ${size.topicsPerProject - 1}) AS t`,
    },
    {
      sql: `INSERT INTO sources (id, topic_id, project_id, position, url, content_hash, last_fetched_at)
        SELECT ${id('source', `p || '-' || t || '-' || s`)}, ${id('topic', `p || '-' || t`)}, ${id('project', 'p')}, s,
          'https://competitor-' || p || '.example.com/topic-' || t || '/page-' || s, md5(p || '-' || t || '-' || s), now() - interval '1 hour'
        FROM generate_series(1, ${projects}) AS p, generate_series(0, ${size.topicsPerProject - 1}) AS t, generate_series(0, ${size.sourcesPerTopic - 1}) AS s`,
    },
    {
      sql: `INSERT INTO project_runs (id, project_id, workflow_id, trigger, status, started_at, finished_at, sources_total, sources_checked, sources_changed)
        SELECT ${id('run', `p || '-' || r`)}, ${id('project', 'p')}, 'project-run/bench/' || p || '/' || r, 'schedule', 'completed',
          now() - r * interval '1 day', now() - r * interval '1 day' + interval '1 minute', ${size.topicsPerProject * size.sourcesPerTopic}, ${size.topicsPerProject * size.sourcesPerTopic}, 1
        FROM generate_series(1, ${projects}) AS p, LATERAL generate_series(1, CASE WHEN p <= ${perOrganization} THEN ${size.measuredRunsPerProject} ELSE 1 END) AS r`,
    },
    {
      // Every source changed in each run of the measured organization; one source per run elsewhere.
      sql: `INSERT INTO changes (id, project_id, run_id, source_id, topic_id, url, detected_at, previous_hash, content_hash, diff, summary)
        SELECT gen_random_uuid(), ${id('project', 'p')}, ${id('run', `p || '-' || r`)}, ${id('source', `p || '-' || t || '-' || s`)}, ${id('topic', `p || '-' || t`)},
          'https://competitor-' || p || '.example.com/topic-' || t || '/page-' || s, now() - r * interval '1 day' + interval '30 seconds',
          md5(p || '-' || r || '-old'), md5(p || '-' || r || '-new'),
          '- Starter plan: 29 EUR per month' || chr(10) || '+ Starter plan: 35 EUR per month', 'Starter plan price raised from 29 to 35 EUR'
        FROM generate_series(1, ${projects}) AS p,
          LATERAL generate_series(1, CASE WHEN p <= ${perOrganization} THEN ${size.measuredRunsPerProject} ELSE 1 END) AS r,
          LATERAL generate_series(0, CASE WHEN p <= ${perOrganization} THEN ${size.topicsPerProject - 1} ELSE 0 END) AS t,
          LATERAL generate_series(0, CASE WHEN p <= ${perOrganization} THEN ${size.sourcesPerTopic - 1} ELSE 0 END) AS s`,
    },
    {
      // Half the changes judged, as after the judge has caught up with most runs.
      sql: `INSERT INTO change_judgements (change_id, project_id, summary, relevant, matched_watch_for, importance, judged_at, attempts)
        SELECT id, project_id, 'A competitor raised its entry price', true, '{price changes}', 'medium', detected_at + interval '5 minutes', 1
        FROM changes WHERE hashtext(id::text) % 2 = 0`,
    },
    {
      sql: `INSERT INTO audit_logs (id, organization_id, user_id, actor, action, resource_type, resource_id, metadata, ip_address, user_agent, created_at)
        SELECT gen_random_uuid(), ${id('org', `CASE WHEN g <= ${size.measuredAuditEntries} THEN 1 ELSE 2 + g % ${Math.max(organizations - 1, 1)} END`)},
          ${id('user', '1')}, '{"type":"user"}', 'project.updated', 'project', g::text, jsonb_build_object('changed', jsonb_build_array('name'), 'n', g),
          '203.0.113.7', 'bench/1.0', now() - g * interval '1 second'
        FROM generate_series(1, ${size.auditEntries}) AS g`,
    },
  ];
}

async function countRows(client: pg.Client): Promise<Record<string, number>> {
  const tables = [
    'organizations',
    'users',
    'memberships',
    'projects',
    'topics',
    'sources',
    'project_runs',
    'changes',
    'change_judgements',
    'audit_logs',
  ];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const result = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`);
    counts[table] = Number(result.rows[0]!.n);
  }
  return counts;
}
