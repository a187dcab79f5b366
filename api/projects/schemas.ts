import { PROJECT_FREQUENCIES, PROJECT_STATUSES } from '../../models/projects';
import { RUN_STATUSES, RUN_TRIGGERS, SOURCE_RENDERS } from '../../models/monitoring';
import { isIanaTimeZone } from '../../domain/projects/timezones';
import { timestamp, uuidParam } from '../http/common-schemas';
import { paginationQuery } from '../http/pagination';
import { z } from '../http/zod';
import { changeJudgementFields, changeJudgementFilters } from '../alerts/schemas';

const MAX_TOPICS = 50;
const MAX_SOURCES_PER_TOPIC = 1_000;

const nameField = z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters');
const longText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

const sourceUrl = z
  .string()
  .trim()
  .max(2_048, 'must be at most 2048 characters')
  .refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value), 'must be an http or https URL')
  .transform((value) => new URL(value).toString())
  .openapi({ format: 'uri', pattern: '^\\s*[Hh][Tt][Tt][Pp][Ss]?://', description: 'An http or https URL' });

const sourceRender = z.enum(SOURCE_RENDERS, { error: `must be one of ${SOURCE_RENDERS.join(', ')}` }).openapi({
  description:
    'When the source is rendered in headless Chromium: `auto` when its server HTML is an application shell (decided once per shell), `always`, or `never`. Absent: the source keeps its setting (`auto` for a new source).',
});

export const projectParams = z.object({ organizationId: uuidParam('Organization id'), id: uuidParam('Project id') });
export const runParams = projectParams.extend({ runId: uuidParam('Run id') });

export const createProjectBody = z
  .object({
    name: nameField,
    monitoringIntent: z.string().trim().min(1, 'must not be empty').max(10_000, 'must be at most 10000 characters').openapi({ description: 'Used once to generate the topics; not stored' }),
    businessContext: longText(10_000).optional(),
    description: longText(2_000).optional(),
  })
  .openapi('CreateProjectRequest');

const updateTopic = z
  .object({
    id: z.uuid({ error: 'must be a UUID' }).optional().openapi({ description: 'An existing topic keeps its sources’ state; absent for a new topic' }),
    name: nameField,
    description: longText(2_000).default(''),
    watchFor: z.array(z.string().trim().min(1, 'must not be empty').max(200)).max(50).default([]),
    sources: z
      .array(z.object({ url: sourceUrl, render: sourceRender.optional() }))
      .max(MAX_SOURCES_PER_TOPIC, `must list at most ${MAX_SOURCES_PER_TOPIC} sources`)
      .default([])
      .refine((sources) => new Set(sources.map((source) => source.url)).size === sources.length, 'must not list the same URL twice'),
  })
  .openapi('UpdateTopic');

export const updateProjectBody = z
  .object({
    name: nameField.optional(),
    description: longText(2_000).nullable().optional(),
    businessContext: longText(10_000).nullable().optional(),
    status: z.enum(PROJECT_STATUSES, { error: `must be one of ${PROJECT_STATUSES.join(', ')}` }).optional(),
    frequency: z.enum(PROJECT_FREQUENCIES, { error: `must be one of ${PROJECT_FREQUENCIES.join(', ')}` }).optional(),
    timezone: z.string().refine(isIanaTimeZone, 'must be an IANA time zone name such as Europe/Paris').optional(),
    topics: z
      .array(updateTopic)
      .max(MAX_TOPICS, `must list at most ${MAX_TOPICS} topics`)
      .refine((topics) => {
        const ids = topics.map((topic) => topic.id).filter(Boolean);
        return new Set(ids).size === ids.length;
      }, 'must not list the same topic id twice')
      .optional()
      .openapi({ description: 'When present, replaces the whole topic list' }),
  })
  .openapi('UpdateProjectRequest');

export const projectListQuery = paginationQuery.extend({
  q: z.string().trim().max(200).optional().openapi({ description: 'Matches anywhere in the project name, ignoring case' }),
});

const sourceSchema = z
  .object({
    url: z.string(),
    lastContentHash: z.string().nullable(),
    lastFetchedAt: timestamp().nullable(),
    render: z.enum(SOURCE_RENDERS).openapi({ description: 'When the source is rendered in headless Chromium (auto, always, never)' }),
    renderedWithBrowser: z.boolean().openapi({ description: 'Whether the last stored content came from the browser' }),
  })
  .openapi('Source');

export const topicSchema = z
  .object({ id: z.uuid(), name: z.string(), description: z.string(), watchFor: z.array(z.string()), sources: z.array(sourceSchema) })
  .openapi('Topic');

export const projectSchema = z
  .object({
    id: z.uuid(),
    createdAt: timestamp(),
    updatedAt: timestamp(),
    createdByUserId: z.uuid().nullable().openapi({ description: 'null once the creator’s account is deleted' }),
    name: z.string(),
    description: z.string().nullable(),
    businessContext: z.string().nullable(),
    status: z.enum(PROJECT_STATUSES),
    frequency: z.enum(PROJECT_FREQUENCIES),
    timezone: z.string(),
    topics: z.array(topicSchema),
    lastRunAt: timestamp().nullable(),
    nextRunAt: timestamp().nullable(),
    createdByUser: z.object({ id: z.uuid(), fullName: z.string() }).nullable(),
  })
  .openapi('Project');

export const runSchema = z
  .object({
    id: z.uuid(),
    projectId: z.uuid(),
    trigger: z.enum(RUN_TRIGGERS),
    status: z.enum(RUN_STATUSES),
    startedAt: timestamp(),
    finishedAt: timestamp().nullable(),
    sourcesTotal: z.number().int(),
    sourcesChecked: z.number().int().openapi({ description: 'Sources with an outcome so far, failed ones included' }),
    sourcesChanged: z.number().int(),
    sourcesFailed: z.number().int(),
    sourcesRendered: z.number().int().openapi({ description: 'Sources checked in headless Chromium by the browser worker' }),
    sourcesRenderingUnavailable: z
      .number()
      .int()
      .openapi({ description: 'Sources that needed rendering but were read as served (or failed) because browser rendering was unavailable' }),
    errors: z.array(z.object({ url: z.string(), error: z.string() })).openapi({ description: 'Failed sources (the first 100)' }),
  })
  .openapi('Run');

export const changeSchema = z
  .object({
    id: z.uuid(),
    runId: z.uuid(),
    topicId: z.uuid(),
    url: z.string(),
    detectedAt: timestamp(),
    previousHash: z.string(),
    contentHash: z.string(),
    diff: z.string().openapi({ description: 'Unified diff of the extracted text, bounded in size' }),
    ...changeJudgementFields,
  })
  .openapi('Change');

export const runWithChangesSchema = runSchema.extend({ changes: z.array(changeSchema) }).openapi('RunWithChanges');

export const changeListQuery = paginationQuery.extend({
  topicId: z.uuid({ error: 'must be a UUID' }).optional().openapi({ description: 'Only changes of this topic' }),
  ...changeJudgementFilters,
});
