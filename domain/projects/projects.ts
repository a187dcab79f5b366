import { Op, type InferAttributes, type Transaction, type WhereOptions } from 'sequelize';
import { UserModel } from '../../models/identity';
import { SourceModel, TopicModel } from '../../models/monitoring';
import { ProjectModel, type ProjectFrequency, type ProjectStatus } from '../../models/projects';
import { NotFoundError } from '../shared/errors';

export interface ProjectSource {
  url: string;
  lastContentHash: string | null;
  lastFetchedAt: Date | null;
}

export interface Topic {
  id: string;
  name: string;
  description: string;
  watchFor: string[];
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

/** A project of this organization, or 404: another organization's ids do not exist for the caller. */
export async function findProjectRow(organizationId: string, id: string, transaction?: Transaction, lock = false): Promise<ProjectRow> {
  const row = await ProjectModel.findOne({ where: { id, organizationId }, transaction, ...(lock ? { lock: true } : {}), raw: !lock });
  if (!row) throw new NotFoundError('Project');
  return row instanceof ProjectModel ? row.get({ plain: true }) : row;
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
  const where: WhereOptions<ProjectRow> = q ? { organizationId, name: { [Op.iLike]: `%${escapeLike(q)}%` } } : { organizationId };
  const [rows, total] = await Promise.all([
    ProjectModel.findAll({ where, order: [['createdAt', 'DESC'], ['id', 'DESC']], offset, limit, raw: true }),
    ProjectModel.count({ where }),
  ]);
  return { items: await toProjects(rows), total, offset, limit };
}

/** Projects with their topics, sources and creators, in three queries whatever the page size. */
export async function toProjects(rows: ProjectRow[], transaction?: Transaction): Promise<Project[]> {
  const projectIds = rows.map((row) => row.id);
  const creatorIds = [...new Set(rows.map((row) => row.createdByUserId).filter((id): id is string => id !== null))];
  const [topics, sources, creators] = await Promise.all([
    TopicModel.findAll({ where: { projectId: projectIds }, order: [['position', 'ASC']], raw: true, transaction }),
    SourceModel.findAll({
      where: { projectId: projectIds },
      attributes: ['topicId', 'url', 'contentHash', 'lastFetchedAt'],
      order: [['position', 'ASC']],
      raw: true,
      transaction,
    }),
    UserModel.findAll({ where: { id: creatorIds }, attributes: ['id', 'fullName'], raw: true, transaction }),
  ]);
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
      sources: (sourcesByTopic.get(topic.id) ?? []).map((source) => ({
        url: source.url,
        lastContentHash: source.contentHash,
        lastFetchedAt: source.lastFetchedAt,
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
