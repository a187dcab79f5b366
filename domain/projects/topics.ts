import { Op, UniqueConstraintError, type Transaction } from 'sequelize';
import { isDeepStrictEqual } from 'node:util';
import { SourceModel, TopicModel, type SourceRender, type SourceSelection } from '../../models/monitoring';
import type { AlertCondition } from '../monitoring/conditions';
import type { TrackSpec } from '../monitoring/source-check';
import { ValidationError, type FieldError } from '../shared/errors';
import { newId } from '../shared/ids';
import { forgetSignIn } from '../monitoring/sign-in/session';
import { accessChanged, accessColumns, type SourceAccessInput } from './source-access';
import { db } from '../../models/db';

export interface TopicInput {
  /** An existing topic of the project keeps its id and its sources' state; a new id names a new topic; absent: a new topic with a server id. */
  id?: string | undefined;
  name: string;
  description: string;
  watchFor: string[];
  /** For the topic's sources without conditions of their own; absent: an existing topic keeps its own, a new one has none. */
  alertWhen?: AlertCondition[] | undefined;
  /** A bare URL (generated topics) is a source whose `render` is left as it is. */
  sources: Array<string | SourceInput>;
}

export interface SourceInput extends SourceAccessInput, SourceSelectionInput {
  url: string;
  /** Absent: an existing source keeps its setting, a new one is `auto`. */
  render?: SourceRender | undefined;
  /** Absent: an existing source keeps its setting, a new one has none. */
  screenshot?: boolean | undefined;
}

/** Each part absent: an existing source keeps it, a new one has none. */
type SourceSelectionInput = { [Part in keyof SourceSelection]?: string[] | undefined } & {
  alertWhen?: AlertCondition[] | undefined;
  track?: TrackSpec[] | undefined;
};

export function sourceInput(source: string | SourceInput): SourceInput {
  return typeof source === 'string' ? { url: source } : source;
}

export function insertTopics(projectId: string, topics: TopicInput[], transaction: Transaction): Promise<void> {
  return createTopicRows(
    projectId,
    topics.map((topic, position) => ({ topic, position })),
    transaction,
  );
}

async function createTopicRows(
  projectId: string,
  topics: Array<{ topic: TopicInput; position: number }>,
  transaction: Transaction,
): Promise<void> {
  const rows = topics.map(({ topic, position }) => ({
    id: topic.id ?? newId(),
    projectId,
    position,
    name: topic.name,
    description: topic.description,
    watchFor: topic.watchFor,
    alertWhen: topic.alertWhen ?? [],
  }));
  await TopicModel.bulkCreate(rows, { transaction });
  await SourceModel.bulkCreate(
    rows.flatMap((row, index) => newSources(projectId, row.id, topics[index]!.topic.sources)),
    { transaction },
  );
}

/**
 * Replaces the whole topic list, so the same body sent again changes nothing. A topic sent with the id
 * of one of the project's topics is updated in place, and its sources whose URL is unchanged keep their
 * state (hashes, text, validators); a topic sent with an id no topic holds is created with that id (a
 * client that names its topics can retry safely); an id held by another project's topic is refused
 * without saying where. Every other topic is new, and topics left out are deleted with their sources.
 */
export async function replaceTopics(projectId: string, topics: TopicInput[], transaction: Transaction): Promise<void> {
  const named = topics.flatMap((topic, index) => (topic.id ? [{ id: topic.id, index }] : []));
  const holders =
    named.length > 0
      ? await TopicModel.findAll({ where: { id: named.map(({ id }) => id) }, attributes: ['id', 'projectId'], raw: true, transaction })
      : [];
  const ownIds = new Set(holders.filter((holder) => holder.projectId === projectId).map((holder) => holder.id));
  for (const { id, index } of named) {
    if (!ownIds.has(id) && holders.some((holder) => holder.id === id)) throw topicIdInUse(index);
  }
  const keptIds = named.map(({ id }) => id);
  await TopicModel.destroy({ where: { projectId, id: { [Op.notIn]: keptIds.length > 0 ? keptIds : [newId()] } }, transaction });
  const fresh: Array<{ topic: TopicInput; position: number }> = [];
  for (const [position, topic] of topics.entries()) {
    if (!topic.id || !ownIds.has(topic.id)) {
      fresh.push({ topic, position });
      continue;
    }
    await TopicModel.update(
      {
        position,
        name: topic.name,
        description: topic.description,
        watchFor: topic.watchFor,
        ...(topic.alertWhen ? { alertWhen: topic.alertWhen } : {}),
      },
      { where: { id: topic.id }, transaction },
    );
    await replaceSources(projectId, topic.id, topic.sources, transaction);
  }
  if (fresh.length > 0)
    await createTopicRows(projectId, fresh, transaction).catch((error: unknown) => {
      // Another request took a new id between the look-up and the insert.
      const lost = error instanceof UniqueConstraintError ? fresh.find(({ topic }) => topic.id !== undefined) : undefined;
      throw lost ? topicIdInUse(lost.position) : error;
    });
  await assertTrackedNames(projectId, transaction);
}

/**
 * A condition that names a tracked value must name one its source tracks, or, on a topic, one a source of
 * the topic tracks: read once everything is written, so settings kept from before (a `track` left out of
 * the update) count, and the update is refused as a whole otherwise. Only conditions with a `name` are read.
 */
async function assertTrackedNames(projectId: string, transaction: Transaction): Promise<void> {
  const topics = await db.rows<{ position: number; alertWhen: AlertCondition[]; tracked: string[] }>(
    `SELECT t.position, t.alert_when AS "alertWhen",
            ARRAY(SELECT v->>'name' FROM sources s, jsonb_array_elements(s.track) v WHERE s.topic_id = t.id) AS tracked
       FROM topics t WHERE t.project_id = $1 AND jsonb_path_exists(t.alert_when, '$[*].name')`,
    [projectId],
    transaction,
  );
  const sources = await db.rows<{ topicPosition: number; position: number; alertWhen: AlertCondition[]; track: TrackSpec[] }>(
    `SELECT t.position AS "topicPosition", s.position, s.alert_when AS "alertWhen", s.track
       FROM sources s JOIN topics t ON t.id = s.topic_id
      WHERE s.project_id = $1 AND jsonb_path_exists(s.alert_when, '$[*].name')`,
    [projectId],
    transaction,
  );
  const errors = [
    ...topics.flatMap((topic) =>
      namesIn(topic.alertWhen)
        .filter(([, name]) => !topic.tracked.includes(name))
        .map(([index]) => unknownName(`topics.${topic.position}.alertWhen.${index}.name`, 'no source of the topic tracks')),
    ),
    ...sources.flatMap((source) =>
      namesIn(source.alertWhen)
        .filter(([, name]) => !source.track.some((value) => value.name === name))
        .map(([index]) =>
          unknownName(`topics.${source.topicPosition}.sources.${source.position}.alertWhen.${index}.name`, 'the source does not track'),
        ),
    ),
  ];
  if (errors.length > 0) throw new ValidationError(errors.sort((a, b) => a.field.localeCompare(b.field)));
}

function namesIn(conditions: AlertCondition[]): Array<[number, string]> {
  return conditions.flatMap((condition, index) => (condition.name === undefined ? [] : [[index, condition.name]]));
}

function unknownName(field: string, who: string): FieldError {
  return { field, error: `must name a tracked value (track[].name): ${who} a value of this name`, location: 'body' };
}

function topicIdInUse(index: number): ValidationError {
  return ValidationError.single(`topics.${index}.id`, 'is already in use; leave it out or choose another');
}

async function replaceSources(
  projectId: string,
  topicId: string,
  sources: Array<string | SourceInput>,
  transaction: Transaction,
): Promise<void> {
  const inputs = sources.map(sourceInput);
  const urls = inputs.map((source) => source.url);
  await SourceModel.destroy({ where: { topicId, url: { [Op.notIn]: urls.length > 0 ? urls : [''] } }, transaction });
  const kept = await SourceModel.findAll({
    where: { topicId },
    attributes: ['id', 'url', 'selection', 'headers', 'steps'],
    raw: true,
    transaction,
  });
  const keptByUrl = new Map(kept.map((source) => [source.url, source]));
  for (const [position, input] of inputs.entries()) {
    const { url, render } = input;
    const access = accessColumns(input);
    const stored = keptByUrl.get(url);
    if (!stored) {
      await SourceModel.create(
        {
          id: newId(),
          topicId,
          projectId,
          position,
          url,
          render: render ?? 'auto',
          screenshot: input.screenshot ?? false,
          selection: selectionOf(input),
          alertWhen: input.alertWhen ?? [],
          track: input.track ?? [],
          ...access,
        },
        { transaction },
      );
      continue;
    }
    const selection = selectionOf(input, stored.selection);
    // Another selection reads another text: the next check is the source's new baseline, not a change.
    const rebaseline = !isDeepStrictEqual(selection, stored.selection) ? { selection, ...FORGOTTEN_CONTENT } : {};
    const alertWhen = { ...(input.alertWhen ? { alertWhen: input.alertWhen } : {}), ...(input.track ? { track: input.track } : {}) };
    // A browser session kept for the old sign-in settings is not carried over to new ones.
    const forgetSession = accessChanged({ headers: stored.headers ?? null, steps: (stored.steps as StoredSteps) ?? null }, access);
    await SourceModel.update(
      { position, ...(render ? { render } : {}), ...screenshotOf(input), ...alertWhen, ...rebaseline, ...access },
      { where: { id: stored.id }, transaction },
    );
    if (forgetSession) await forgetSignIn(stored.id, transaction);
  }
}

type StoredSteps = NonNullable<SourceInput['steps']>;

const FORGOTTEN_CONTENT = { etag: null, lastModified: null, quickHash: null, bodyHash: null, contentHash: null, contentText: null };

function screenshotOf(input: SourceInput): { screenshot?: boolean } {
  return input.screenshot === undefined ? {} : { screenshot: input.screenshot };
}

/** The selection to store: the parts sent, the others as they were; empty parts are not kept. */
function selectionOf(input: SourceSelectionInput, current: SourceSelection = {}): SourceSelection {
  const selection: SourceSelection = {};
  for (const part of ['include', 'exclude', 'ignoreText'] as const) {
    const value = input[part] ?? current[part];
    if (value && value.length > 0) selection[part] = value;
  }
  return selection;
}

function newSources(projectId: string, topicId: string, sources: Array<string | SourceInput>) {
  return sources.map(sourceInput).map((input, position) => ({
    id: newId(),
    topicId,
    projectId,
    position,
    url: input.url,
    render: input.render ?? 'auto',
    screenshot: input.screenshot ?? false,
    selection: selectionOf(input),
    alertWhen: input.alertWhen ?? [],
    track: input.track ?? [],
    ...accessColumns(input),
  }));
}
