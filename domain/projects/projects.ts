import type { InferAttributes, Transaction } from 'sequelize';
import type { ProjectModel } from '../../models/projects';
import { type ProjectFrequency, type ProjectStatus } from '../../models/projects';
import type { SourceKind, SourceRender, SourceSelection, SourceStatus } from '../../models/monitoring';
import type { AlertCondition } from '../monitoring/conditions';
import { NotFoundError } from '../shared/errors';
import type { StoredAccess } from './source-access';
import { db } from '../../models/db';

export interface ProjectSource extends SourceHealth, StoredAccess, Required<SourceSelection> {
  alertWhen: AlertCondition[];
  track: Array<{ name: string; selector: string }>;
  /** Whether a static page is pictured on each new version (a rendered page always is). */
  screenshot: boolean;
  url: string;
  lastContentHash: string | null;
  lastFetchedAt: Date | null;
  render: SourceRender;
  renderedWithBrowser: boolean;
}

/** What the source was when last read, and how its checks are going. */
interface SourceHealth {
  kind: SourceKind | null;
  status: SourceStatus;
  consecutiveFailures: number;
  lastError: string | null;
  lastErrorAt: Date | null;
}

export interface Topic {
  id: string;
  name: string;
  description: string;
  watchFor: string[];
  /** For the topic's sources without conditions of their own. */
  alertWhen: AlertCondition[];
  sources: ProjectSource[];
}

export interface Project {
  id: string;
  createdAt: Date;
  updatedAt: Date;
  createdByUserId: string | null;
  name: string;
  description: string | null;
  businessContext: string | null;
  status: ProjectStatus;
  frequency: ProjectFrequency;
  timezone: string;
  topics: Topic[];
  lastRunAt: Date | null;
  nextRunAt: Date | null;
  createdByUser: { id: string; fullName: string } | null;
}

export type ProjectRow = InferAttributes<ProjectModel>;

const PROJECT_COLUMNS = `id, organization_id AS "organizationId", created_by_user_id AS "createdByUserId", name, description,
  business_context AS "businessContext", status, frequency, timezone, last_run_at AS "lastRunAt", next_run_at AS "nextRunAt",
  created_at AS "createdAt", updated_at AS "updatedAt"`;

/** A project of this organization, or 404: another organization's ids do not exist for the caller. */
export async function findProjectRow(organizationId: string, id: string, transaction?: Transaction, lock = false): Promise<ProjectRow> {
  const [row] = await db.rows<ProjectRow>(
    `SELECT ${PROJECT_COLUMNS} FROM projects WHERE id = $1 AND organization_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [id, organizationId],
    transaction,
  );
  if (!row) throw new NotFoundError('Project');
  return row;
}

export async function getProject(organizationId: string, id: string, transaction?: Transaction): Promise<Project> {
  const [project] = await toProjects([await findProjectRow(organizationId, id, transaction)], transaction);
  return project!;
}

export interface ProjectQuery {
  offset: number;
  limit: number;
  q?: string | undefined;
}

/** Newest first; `q` matches anywhere in the name, ignoring case. */
export async function listProjects(organizationId: string, { offset, limit, q }: ProjectQuery) {
  const where = q ? 'organization_id = $1 AND name ILIKE $2' : 'organization_id = $1';
  const values = q ? [organizationId, `%${escapeLike(q)}%`] : [organizationId];
  const [rows, [counted]] = await Promise.all([
    db.rows<ProjectRow>(
      `SELECT ${PROJECT_COLUMNS} FROM projects WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
      [...values, limit, offset],
    ),
    db.rows<{ total: number }>(`SELECT count(*)::int AS total FROM projects WHERE ${where}`, values),
  ]);
  return { items: await toProjects(rows), total: counted?.total ?? 0, offset, limit };
}

interface TopicRow {
  id: string;
  projectId: string;
  name: string;
  description: string;
  watchFor: string[];
  alertWhen: AlertCondition[];
}

interface SourceRow extends SourceHealth, StoredAccess {
  topicId: string;
  url: string;
  contentHash: string | null;
  lastFetchedAt: Date | null;
  render: SourceRender;
  renderedWithBrowser: boolean;
  selection: SourceSelection;
  alertWhen: AlertCondition[];
  track: Array<{ name: string; selector: string }>;
  screenshot: boolean;
}

/**
 * Projects with their topics, sources and creators, in three queries whatever the page size: at once on
 * the pool's connections, or one after another on a transaction's single connection, which runs one
 * query at a time.
 */
export async function toProjects(rows: ProjectRow[], transaction?: Transaction): Promise<Project[]> {
  const projectIds = rows.map((row) => row.id);
  const creatorIds = [...new Set(rows.map((row) => row.createdByUserId).filter((id): id is string => id !== null))];
  const readTopics = () =>
    db.rows<TopicRow>(
      `SELECT id, project_id AS "projectId", name, description, watch_for AS "watchFor", alert_when AS "alertWhen"
         FROM topics WHERE project_id = ANY($1) ORDER BY position`,
      [projectIds],
      transaction,
    );
  const readSources = () =>
    db.rows<SourceRow>(
      `SELECT topic_id AS "topicId", url, content_hash AS "contentHash", last_fetched_at AS "lastFetchedAt", render, rendered_with_browser AS "renderedWithBrowser",
              kind, status, consecutive_failures AS "consecutiveFailures", last_error AS "lastError", last_error_at AS "lastErrorAt", selection,
              alert_when AS "alertWhen", track, headers, steps, screenshot
         FROM sources WHERE project_id = ANY($1) ORDER BY position`,
      [projectIds],
      transaction,
    );
  const readCreators = () =>
    db.rows<{ id: string; fullName: string }>(
      'SELECT id, full_name AS "fullName" FROM users WHERE id = ANY($1)',
      [creatorIds],
      transaction,
    );
  const [topics, sources, creators] = transaction
    ? [await readTopics(), await readSources(), await readCreators()]
    : await Promise.all([readTopics(), readSources(), readCreators()]);
  const sourcesByTopic = groupBy(sources, (source) => source.topicId);
  const topicsByProject = groupBy(topics, (topic) => topic.projectId);
  const creatorsById = new Map(creators.map((creator) => [creator.id, { id: creator.id, fullName: creator.fullName }]));
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
        include: source.selection.include ?? [],
        exclude: source.selection.exclude ?? [],
        ignoreText: source.selection.ignoreText ?? [],
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

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
