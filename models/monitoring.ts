import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { timestampColumn, uuidPrimaryKey } from './columns';

export class TopicModel extends Model<InferAttributes<TopicModel>, InferCreationAttributes<TopicModel>> {
  declare id: string;
  declare projectId: string;
  declare position: number;
  declare name: string;
  declare description: string;
  declare watchFor: string[];
  /** When a change of a source without conditions of its own alerts (`AlertCondition[]`); `[]`: the judge decides. */
  declare alertWhen: CreationOptional<object[]>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

/** A source URL of a topic with the state the checker returned last time (see domain/monitoring/source-check.ts). */
export class SourceModel extends Model<InferAttributes<SourceModel>, InferCreationAttributes<SourceModel>> {
  declare id: string;
  declare topicId: string;
  declare projectId: string;
  declare position: number;
  declare url: string;
  declare etag: CreationOptional<string | null>;
  declare lastModified: CreationOptional<string | null>;
  declare quickHash: CreationOptional<string | null>;
  declare bodyHash: CreationOptional<string | null>;
  declare contentHash: CreationOptional<string | null>;
  declare contentText: CreationOptional<string | null>;
  declare lastFetchedAt: CreationOptional<Date | null>;
  declare kind: CreationOptional<SourceKind | null>;
  declare status: CreationOptional<SourceStatus>;
  declare consecutiveFailures: CreationOptional<number>;
  declare lastError: CreationOptional<string | null>;
  declare lastErrorAt: CreationOptional<Date | null>;
  declare render: CreationOptional<SourceRender>;
  declare renderedWithBrowser: CreationOptional<boolean>;
  /** Sign-in settings (domain/projects/source-access.ts): request headers and browser steps, secrets by reference only. */
  declare headers: CreationOptional<Record<string, string> | null>;
  declare steps: CreationOptional<object[] | null>;
  /** The part of the source compared: `include`, `exclude`, `ignoreText` (domain/monitoring/checker/selection.ts); `{}` by default. */
  declare selection: CreationOptional<SourceSelection>;
  /** When a change alerts (`AlertCondition[]`, validated by domain/monitoring/conditions.ts); `[]`: the judge decides. */
  declare alertWhen: CreationOptional<object[]>;
  /** The values read on every run (`{ name, selector }[]`, domain/monitoring/tracked-values.ts). */
  declare track: CreationOptional<Array<{ name: string; selector: string }>>;
  /** A static page is rendered once per new version for its screenshot (a rendered page always has one). */
  declare screenshot: CreationOptional<boolean>;
  /** The picture store's hash of the current version's screenshot. */
  declare screenshotHash: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export interface SourceSelection {
  include?: string[];
  exclude?: string[];
  ignoreText?: string[];
}

/** What a source was when last read; null before its first successful check. */
export const SOURCE_KINDS = ['html', 'pdf', 'feed', 'json', 'sitemap', 'text', 'binary'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];
/** `pending` before the first check; `failing`, `blocked` (a bot wall) or `auth_failed` (its sign-in) while its last check failed. */
export const SOURCE_STATUSES = ['pending', 'ok', 'failing', 'blocked', 'auth_failed'] as const;
export type SourceStatus = (typeof SOURCE_STATUSES)[number];
/** When a source is rendered in the browser: `auto` when its server HTML is an application shell. */
export const SOURCE_RENDERS = ['auto', 'always', 'never'] as const;
export type SourceRender = (typeof SOURCE_RENDERS)[number];

export const RUN_TRIGGERS = ['schedule', 'manual'] as const;
export type RunTrigger = (typeof RUN_TRIGGERS)[number];
export const RUN_STATUSES = ['running', 'completed', 'failed'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];
export interface RunError {
  url: string;
  error: string;
}

export class ProjectRunModel extends Model<InferAttributes<ProjectRunModel>, InferCreationAttributes<ProjectRunModel>> {
  declare id: string;
  declare projectId: string;
  declare workflowId: string;
  declare trigger: RunTrigger;
  declare status: RunStatus;
  declare startedAt: Date;
  declare finishedAt: CreationOptional<Date | null>;
  declare sourcesTotal: CreationOptional<number>;
  declare sourcesChecked: CreationOptional<number>;
  declare sourcesChanged: CreationOptional<number>;
  declare sourcesFailed: CreationOptional<number>;
  declare sourcesRendered: CreationOptional<number>;
  declare sourcesRenderingUnavailable: CreationOptional<number>;
  declare errors: CreationOptional<RunError[]>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export type SourceOutcome = 'baseline' | 'unchanged' | 'changed' | 'failed';

/** One row per source a run must check; `outcome` stays null until the check is recorded. */
export class RunSourceModel extends Model<InferAttributes<RunSourceModel>, InferCreationAttributes<RunSourceModel>> {
  declare runId: string;
  declare sourceId: string;
  declare outcome: CreationOptional<SourceOutcome | null>;
  declare error: CreationOptional<string | null>;
  declare checkedAt: CreationOptional<Date | null>;
}

export class ChangeModel extends Model<InferAttributes<ChangeModel>, InferCreationAttributes<ChangeModel>> {
  declare id: string;
  declare projectId: string;
  declare runId: string;
  declare sourceId: string | null;
  declare topicId: string;
  declare url: string;
  declare detectedAt: Date;
  declare previousHash: string;
  declare contentHash: string;
  declare diff: string;
  declare summary: string;
  /**
   * The typed facts the checker computed when it recorded the change (`ChangeFact[]`, validated by the domain's
   * schema in domain/monitoring/change-facts.ts, which models may not import); none for changes recorded before.
   */
  declare facts: CreationOptional<object[]>;
}

export function initMonitoringModels(sequelize: Sequelize) {
  TopicModel.init(
    {
      id: uuidPrimaryKey(),
      projectId: DataTypes.UUID,
      position: DataTypes.INTEGER,
      name: DataTypes.TEXT,
      description: DataTypes.TEXT,
      watchFor: DataTypes.JSONB,
      alertWhen: { type: DataTypes.JSONB, defaultValue: [] },
      createdAt: timestampColumn(),
      updatedAt: timestampColumn(),
    },
    { sequelize, tableName: 'topics' },
  );
  SourceModel.init(
    {
      id: uuidPrimaryKey(),
      topicId: DataTypes.UUID,
      projectId: DataTypes.UUID,
      position: DataTypes.INTEGER,
      url: DataTypes.TEXT,
      etag: DataTypes.TEXT,
      lastModified: DataTypes.TEXT,
      quickHash: DataTypes.TEXT,
      bodyHash: DataTypes.TEXT,
      contentHash: DataTypes.TEXT,
      contentText: DataTypes.TEXT,
      lastFetchedAt: DataTypes.DATE,
      kind: DataTypes.TEXT,
      status: DataTypes.TEXT,
      consecutiveFailures: DataTypes.INTEGER,
      lastError: DataTypes.TEXT,
      lastErrorAt: DataTypes.DATE,
      render: { type: DataTypes.TEXT, defaultValue: 'auto' },
      renderedWithBrowser: { type: DataTypes.BOOLEAN, defaultValue: false },
      headers: DataTypes.JSONB,
      steps: DataTypes.JSONB,
      selection: { type: DataTypes.JSONB, defaultValue: {} },
      alertWhen: { type: DataTypes.JSONB, defaultValue: [] },
      track: { type: DataTypes.JSONB, defaultValue: [] },
      screenshot: { type: DataTypes.BOOLEAN, defaultValue: false },
      screenshotHash: DataTypes.TEXT,
      createdAt: timestampColumn(),
      updatedAt: timestampColumn(),
    },
    { sequelize, tableName: 'sources' },
  );
  ProjectRunModel.init(
    {
      id: uuidPrimaryKey(),
      projectId: DataTypes.UUID,
      workflowId: DataTypes.TEXT,
      trigger: DataTypes.TEXT,
      status: DataTypes.TEXT,
      startedAt: DataTypes.DATE,
      finishedAt: DataTypes.DATE,
      sourcesTotal: { type: DataTypes.INTEGER, defaultValue: 0 },
      sourcesChecked: { type: DataTypes.INTEGER, defaultValue: 0 },
      sourcesChanged: { type: DataTypes.INTEGER, defaultValue: 0 },
      sourcesFailed: { type: DataTypes.INTEGER, defaultValue: 0 },
      sourcesRendered: { type: DataTypes.INTEGER, defaultValue: 0 },
      sourcesRenderingUnavailable: { type: DataTypes.INTEGER, defaultValue: 0 },
      errors: { type: DataTypes.JSONB, defaultValue: [] },
      createdAt: timestampColumn(),
      updatedAt: timestampColumn(),
    },
    { sequelize, tableName: 'project_runs' },
  );
  RunSourceModel.init(
    {
      runId: { type: DataTypes.UUID, primaryKey: true },
      sourceId: { type: DataTypes.UUID, primaryKey: true },
      outcome: DataTypes.TEXT,
      error: DataTypes.TEXT,
      checkedAt: DataTypes.DATE,
    },
    { sequelize, tableName: 'run_sources', timestamps: false },
  );
  ChangeModel.init(
    {
      id: uuidPrimaryKey(),
      projectId: DataTypes.UUID,
      runId: DataTypes.UUID,
      sourceId: DataTypes.UUID,
      topicId: DataTypes.UUID,
      url: DataTypes.TEXT,
      detectedAt: DataTypes.DATE,
      previousHash: DataTypes.TEXT,
      contentHash: DataTypes.TEXT,
      diff: DataTypes.TEXT,
      summary: DataTypes.TEXT,
      facts: { type: DataTypes.JSONB, defaultValue: [] },
    },
    { sequelize, tableName: 'changes', timestamps: false },
  );
}
