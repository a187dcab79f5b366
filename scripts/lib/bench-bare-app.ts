import { createHash } from 'node:crypto';
import express, { type Request, type Response } from 'express';
import type { QueryResult, QueryResultRow } from 'pg';

/**
 * The baseline of the read benchmark: bare Express handlers over node-postgres sending the statements
 * Vigil sends for the same five routes (captured from Sequelize's log and compared on every bench run),
 * the API-key lookup included, and answering the same JSON. No middleware, no validation library, no
 * ORM: what a hand-written service would cost on this machine.
 */
export interface Queryable {
  query<R extends QueryResultRow>(text: string, values?: unknown[]): Promise<QueryResult<R>>;
}

const PROJECT_COLUMNS = `id, organization_id AS "organizationId", created_by_user_id AS "createdByUserId", name, description,
  business_context AS "businessContext", status, frequency, timezone, last_run_at AS "lastRunAt", next_run_at AS "nextRunAt",
  created_at AS "createdAt", updated_at AS "updatedAt"`;
const CHANGE_COLUMNS = `id, run_id AS "runId", topic_id AS "topicId", url, detected_at AS "detectedAt", previous_hash AS "previousHash",
  content_hash AS "contentHash", diff, summary, facts`;
const AUDIT_COLUMNS = `id, created_at AS "createdAt", organization_id AS "organizationId", user_id AS "userId", actor, action,
  resource_type AS "resourceType", resource_id AS "resourceId", metadata, ip_address AS "ipAddress", user_agent AS "userAgent",
  audit_session_id AS "auditSessionId", trace_id AS "traceId"`;

/** Role → scopes, as Vigil's DESIGN.md gives them; only the scopes these routes check matter. */
const ROLE_SCOPES: Record<string, string[]> = {
  owner: ['user:read', 'organization:read', 'organization:manage-members', 'projects:read'],
  admin: ['user:read', 'organization:read', 'organization:manage-members', 'projects:read'],
  member: ['user:read', 'organization:read', 'projects:read'],
};

interface Caller {
  userId: string;
  scopes: string[];
}

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- raw rows, read as the handlers need

class HttpError extends Error {
  constructor(readonly status: number) {
    super(String(status));
  }
}

/** `baseUrl`: where change pages are served, as Vigil's BASE_URL (a change's `viewUrl`). */
export function createBareApp(db: Queryable, baseUrl: string): express.Express {
  const app = express();
  const caller = async (req: Request): Promise<Caller> => {
    const key = req.get('x-api-key') ?? '';
    const keyHash = createHash('sha256').update(key).digest('hex');
    const {
      rows: [holder],
    } = await db.query<Row>(
      `SELECT k.id AS "apiKeyId", k.strength, k.created_at AS "createdAt", k.enabled, k.expires_at AS "expiresAt", k.last_used_at AS "lastUsedAt", k.scopes,
            u.id AS "userId", u.email, u.full_name AS "fullName", u.is_active AS "isActive"
       FROM api_keys k JOIN users u ON u.id = k.user_id
      WHERE k.key_hash = $1`,
      [keyHash],
    );
    if (!holder?.enabled || !holder.isActive || (holder.expiresAt && holder.expiresAt.getTime() <= Date.now())) throw new HttpError(401);
    if (!holder.lastUsedAt || Date.now() - holder.lastUsedAt.getTime() >= 60_000) {
      await db.query('UPDATE api_keys SET last_used_at = $1 WHERE id = $2 AND (last_used_at IS NULL OR last_used_at < $3)', [
        new Date(),
        holder.apiKeyId,
        new Date(Date.now() - 60_000),
      ]);
    }
    return { userId: holder.userId, scopes: holder.scopes };
  };
  const member = async (req: Request, needed: string[]): Promise<void> => {
    const { userId, scopes } = await caller(req);
    const {
      rows: [membership],
    } = await db.query<Row>(
      `SELECT m.id, m.role, o.auth_required AS "authRequired", o.mfa_enforced_at AS "mfaEnforcedAt",
            o.policy_tightened_at AS "policyTightenedAt", o.policy_strict_since AS "policyStrictSince"
       FROM memberships m JOIN organizations o ON o.id = m.organization_id
      WHERE m.organization_id = $1 AND m.user_id = $2 AND m.status = 'active'`,
      [String(req.params.organizationId), userId],
    );
    if (!membership) throw new HttpError(404);
    if (needed.some((scope) => !scopes.includes(scope) || !ROLE_SCOPES[membership.role]!.includes(scope))) throw new HttpError(403);
  };
  const page = (req: Request) => ({ offset: Number(req.query.offset ?? 0), limit: Number(req.query.limit ?? 20) });

  app.get(
    '/api/user/organizations/:organizationId/projects',
    handle(async (req) => {
      await member(req, ['projects:read', 'organization:read']);
      const { offset, limit } = page(req);
      const organizationId = String(req.params.organizationId);
      const [
        { rows },
        {
          rows: [counted],
        },
      ] = await Promise.all([
        db.query<Row>(
          `SELECT ${PROJECT_COLUMNS} FROM projects WHERE organization_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
          [organizationId, limit, offset],
        ),
        db.query<Row>('SELECT count(*)::int AS total FROM projects WHERE organization_id = $1', [organizationId]),
      ]);
      const total = counted!.total as number;
      return {
        message: 'Projects retrieved',
        data: await projectsOf(db, rows),
        meta: { total, offset, limit, hasMore: offset + limit < total },
      };
    }),
  );

  app.get(
    '/api/user/organizations/:organizationId/projects/:id',
    handle(async (req) => {
      await member(req, ['projects:read', 'organization:read']);
      const [project] = await projectsOf(db, [await projectRow(db, String(req.params.organizationId), String(req.params.id))]);
      return { data: project };
    }),
  );

  app.get(
    '/api/user/organizations/:organizationId/projects/:id/changes',
    handle(async (req) => {
      await member(req, ['projects:read', 'organization:read']);
      const { offset, limit } = page(req);
      const projectId = (await projectRow(db, String(req.params.organizationId), String(req.params.id))).id as string;
      const [
        { rows },
        {
          rows: [counted],
        },
      ] = await Promise.all([
        db.query<Row>(`SELECT ${CHANGE_COLUMNS} FROM changes WHERE project_id = $1 ORDER BY detected_at DESC, id DESC LIMIT $2 OFFSET $3`, [
          projectId,
          limit,
          offset,
        ]),
        db.query<Row>('SELECT count(*)::int AS total FROM changes WHERE project_id = $1', [projectId]),
      ]);
      const total = counted!.total as number;
      return { data: await changesOf(db, rows, baseUrl), meta: { total, offset, limit, hasMore: offset + limit < total } };
    }),
  );

  app.get(
    '/api/user/organizations/:organizationId/audit-logs',
    handle(async (req) => {
      await member(req, ['organization:manage-members']);
      const { offset, limit } = page(req);
      const organizationId = String(req.params.organizationId);
      const [
        { rows: logs },
        {
          rows: [counted],
        },
      ] = await Promise.all([
        db.query<Row>(
          `SELECT ${AUDIT_COLUMNS} FROM audit_logs WHERE organization_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
          [organizationId, limit, offset],
        ),
        db.query<Row>('SELECT count(*)::int AS total FROM audit_logs WHERE organization_id = $1', [organizationId]),
      ]);
      const total = counted!.total as number;
      return { data: { logs, total, offset, limit, hasMore: offset + limit < total } };
    }),
  );

  app.get(
    '/api/user/me',
    handle(async (req) => {
      const { userId, scopes } = await caller(req);
      if (!scopes.includes('user:read')) throw new HttpError(403);
      const {
        rows: [user],
      } = await db.query<Row>(
        `SELECT u.id, u.created_at AS "createdAt", u.updated_at AS "updatedAt", u.email, u.is_verified AS "isVerified",
            u.verified_at AS "verifiedAt", u.is_active AS "isActive", u.last_login_at AS "lastLoginAt", u.full_name AS "fullName",
            u.email_preferences AS "emailPreferences", u.two_factor_enabled AS "twoFactorEnabled",
            (SELECT count(*)::int FROM memberships m WHERE m.user_id = u.id AND m.status = 'active') AS "organizationCount", u.role
       FROM users u WHERE u.id = $1`,
        [userId],
      );
      return { data: user };
    }),
  );
  return app;
}

/** An async handler answering Vigil's envelope, or a bare status on an HttpError. */
function handle(handler: (req: Request) => Promise<{ message?: string; data: unknown; meta?: object }>) {
  return async (req: Request, res: Response) => {
    try {
      const { message = 'OK', data, meta } = await handler(req);
      res.status(200).json({ success: true, status: 200, code: 'OK', message, data, ...(meta ? { meta } : {}) });
    } catch (error) {
      res
        .status(error instanceof HttpError ? error.status : 500)
        .json({ success: false, status: error instanceof HttpError ? error.status : 500, data: null });
    }
  };
}

async function projectRow(db: Queryable, organizationId: string, id: string): Promise<Row> {
  const {
    rows: [row],
  } = await db.query<Row>(`SELECT ${PROJECT_COLUMNS} FROM projects WHERE id = $1 AND organization_id = $2`, [id, organizationId]);
  if (!row) throw new HttpError(404);
  return row;
}

async function projectsOf(db: Queryable, rows: Row[]) {
  const ids = rows.map((row) => row.id as string);
  const creatorIds = [...new Set(rows.map((row) => row.createdByUserId as string | null).filter((id) => id !== null))];
  const [topics, sources, creators] = await Promise.all([
    db.query<Row>(
      'SELECT id, project_id AS "projectId", name, description, watch_for AS "watchFor", alert_when AS "alertWhen" FROM topics WHERE project_id = ANY($1) ORDER BY position',
      [ids],
    ),
    db.query<Row>(
      `SELECT topic_id AS "topicId", url, content_hash AS "contentHash", last_fetched_at AS "lastFetchedAt", render, rendered_with_browser AS "renderedWithBrowser",
              kind, status, consecutive_failures AS "consecutiveFailures", last_error AS "lastError", last_error_at AS "lastErrorAt", selection,
              alert_when AS "alertWhen", track, headers, steps, screenshot
         FROM sources WHERE project_id = ANY($1) ORDER BY position`,
      [ids],
    ),
    db.query<Row>('SELECT id, full_name AS "fullName" FROM users WHERE id = ANY($1)', [creatorIds]),
  ]);
  const sourcesByTopic = groupBy(sources.rows, 'topicId');
  const topicsByProject = groupBy(topics.rows, 'projectId');
  const creatorsById = new Map(creators.rows.map((creator) => [creator.id as string, { id: creator.id, fullName: creator.fullName }]));
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    createdByUserId: row.createdByUserId,
    name: row.name,
    description: row.description,
    businessContext: row.businessContext,
    status: row.status,
    frequency: row.frequency,
    timezone: row.timezone,
    topics: (topicsByProject.get(row.id) ?? []).map((topic) => ({
      id: topic.id,
      name: topic.name,
      description: topic.description,
      watchFor: topic.watchFor,
      alertWhen: topic.alertWhen,
      sources: (sourcesByTopic.get(topic.id) ?? []).map((source) => ({
        url: source.url,
        lastContentHash: source.contentHash,
        lastFetchedAt: source.lastFetchedAt,
        kind: source.kind,
        status: source.status,
        consecutiveFailures: source.consecutiveFailures,
        lastError: source.lastError,
        lastErrorAt: source.lastErrorAt,
        render: source.render,
        renderedWithBrowser: source.renderedWithBrowser,
        headers: source.headers,
        steps: source.steps,
        ...selectionOf(source.selection as Row),
        alertWhen: source.alertWhen,
        track: source.track,
        screenshot: source.screenshot,
      })),
    })),
    lastRunAt: row.lastRunAt,
    nextRunAt: row.nextRunAt,
    createdByUser: row.createdByUserId ? (creatorsById.get(row.createdByUserId) ?? null) : null,
  }));
}

function selectionOf(selection: Row) {
  return { include: selection.include ?? [], exclude: selection.exclude ?? [], ignoreText: selection.ignoreText ?? [] };
}

async function changesOf(db: Queryable, rows: Row[], baseUrl: string) {
  if (rows.length === 0) return [];
  const { rows: judgements } = await db.query<Row>(
    `SELECT change_id AS "changeId", summary, relevant, matched_watch_for AS "matchedWatchFor", importance, evidence, judged_at AS "judgedAt"
       FROM change_judgements WHERE change_id = ANY($1) AND judged_at IS NOT NULL`,
    [rows.map((row) => row.id)],
  );
  const byChange = new Map(judgements.map((judgement) => [judgement.changeId as string, judgement]));
  const { rows: feedback } = await db.query<Row>(
    `SELECT f.change_id AS "changeId", f.relevant, u.id AS "userId", u.full_name AS "fullName", f.updated_at AS at
       FROM change_feedback f LEFT JOIN users u ON u.id = f.user_id
      WHERE f.change_id = ANY($1)`,
    [rows.map((row) => row.id)],
  );
  const feedbackByChange = new Map(feedback.map((entry) => [entry.changeId as string, entry]));
  const withFeedback = <T extends { id: unknown }>(change: T) => {
    const entry = feedbackByChange.get(change.id as string);
    const viewUrl = `${baseUrl}/changes/${change.id as string}`;
    if (!entry) return { ...change, feedback: null, viewUrl };
    const by = entry.userId === null ? null : { id: entry.userId, fullName: entry.fullName ?? '' };
    return { ...change, feedback: { relevant: entry.relevant, by, at: entry.at }, viewUrl };
  };
  return rows.map((row) => {
    const change = {
      id: row.id,
      runId: row.runId,
      topicId: row.topicId,
      url: row.url,
      detectedAt: row.detectedAt,
      previousHash: row.previousHash,
      contentHash: row.contentHash,
      diff: row.diff,
      summary: row.summary,
      facts: row.facts,
    };
    const judgement = byChange.get(row.id);
    if (!judgement) return withFeedback({ ...change, relevant: null, matchedWatchFor: [], importance: null, evidence: [], judgedAt: null });
    return withFeedback({
      ...change,
      summary: judgement.summary ?? change.summary,
      relevant: judgement.relevant,
      matchedWatchFor: judgement.matchedWatchFor,
      importance: judgement.importance,
      evidence: judgement.evidence,
      judgedAt: judgement.judgedAt,
    });
  });
}

function groupBy(rows: Row[], key: string): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const group = groups.get(row[key]);
    if (group) group.push(row);
    else groups.set(row[key], [row]);
  }
  return groups;
}
