import { Op, type Transaction } from 'sequelize';
import { SourceModel, TopicModel, type SourceRender } from '../../models/monitoring';
import { ValidationError } from '../shared/errors';
import { newId } from '../shared/ids';

export interface TopicInput {
  /** An existing topic of the project keeps its id and its sources' state; absent: a new topic. */
  id?: string | undefined;
  name: string;
  description: string;
  watchFor: string[];
  /** A bare URL (generated topics) is a source whose `render` is left as it is. */
  sources: Array<string | SourceInput>;
}

export interface SourceInput {
  url: string;
  /** Absent: an existing source keeps its setting, a new one is `auto`. */
  render?: SourceRender | undefined;
}

function sourceInput(source: string | SourceInput): SourceInput {
  return typeof source === 'string' ? { url: source } : source;
}

export function insertTopics(projectId: string, topics: TopicInput[], transaction: Transaction): Promise<void> {
  return createTopicRows(projectId, topics.map((topic, position) => ({ topic, position })), transaction);
}

async function createTopicRows(projectId: string, topics: Array<{ topic: TopicInput; position: number }>, transaction: Transaction): Promise<void> {
  const rows = topics.map(({ topic, position }) => ({ id: newId(), projectId, position, name: topic.name, description: topic.description, watchFor: topic.watchFor }));
  await TopicModel.bulkCreate(rows, { transaction });
  await SourceModel.bulkCreate(rows.flatMap((row, index) => newSources(projectId, row.id, topics[index]!.topic.sources)), { transaction });
}

/**
 * Replaces the whole topic list. A topic sent with the id of one of the project's topics is updated in
 * place, and its sources whose URL is unchanged keep their state (hashes, text, validators); every
 * other source and topic is new, and topics left out are deleted with their sources.
 */
export async function replaceTopics(projectId: string, topics: TopicInput[], transaction: Transaction): Promise<void> {
  const existing = await TopicModel.findAll({ where: { projectId }, attributes: ['id'], raw: true, transaction });
  const existingIds = new Set(existing.map((topic) => topic.id));
  topics.forEach((topic, index) => {
    if (topic.id && !existingIds.has(topic.id)) throw ValidationError.single(`topics.${index}.id`, 'is not a topic of this project');
  });
  const keptIds = topics.map((topic) => topic.id).filter((id): id is string => id !== undefined);
  await TopicModel.destroy({ where: { projectId, id: { [Op.notIn]: keptIds.length > 0 ? keptIds : [newId()] } }, transaction });
  const fresh: Array<{ topic: TopicInput; position: number }> = [];
  for (const [position, topic] of topics.entries()) {
    if (!topic.id) {
      fresh.push({ topic, position });
      continue;
    }
    await TopicModel.update({ position, name: topic.name, description: topic.description, watchFor: topic.watchFor }, { where: { id: topic.id }, transaction });
    await replaceSources(projectId, topic.id, topic.sources, transaction);
  }
  if (fresh.length > 0) await createTopicRows(projectId, fresh, transaction);
}

async function replaceSources(projectId: string, topicId: string, sources: Array<string | SourceInput>, transaction: Transaction): Promise<void> {
  const inputs = sources.map(sourceInput);
  const urls = inputs.map((source) => source.url);
  await SourceModel.destroy({ where: { topicId, url: { [Op.notIn]: urls.length > 0 ? urls : [''] } }, transaction });
  const kept = await SourceModel.findAll({ where: { topicId }, attributes: ['id', 'url'], raw: true, transaction });
  const keptByUrl = new Map(kept.map((source) => [source.url, source.id]));
  for (const [position, { url, render }] of inputs.entries()) {
    const id = keptByUrl.get(url);
    if (id) await SourceModel.update({ position, ...(render ? { render } : {}) }, { where: { id }, transaction });
    else await SourceModel.create({ id: newId(), topicId, projectId, position, url, render: render ?? 'auto' }, { transaction });
  }
}

function newSources(projectId: string, topicId: string, sources: Array<string | SourceInput>) {
  return sources.map(sourceInput).map(({ url, render }, position) => ({ id: newId(), topicId, projectId, position, url, render: render ?? 'auto' }));
}
