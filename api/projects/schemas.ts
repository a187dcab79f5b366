import { PROJECT_FREQUENCIES, PROJECT_STATUSES } from '../../models/projects';
import { RUN_STATUSES, RUN_TRIGGERS, SOURCE_KINDS, SOURCE_RENDERS, SOURCE_STATUSES } from '../../models/monitoring';
import { isIanaTimeZone } from '../../domain/projects/timezones';
import { nonBlankText, timestamp, uuidParam } from '../http/common-schemas';
import { paginationQuery } from '../http/pagination';
import { z } from '../http/zod';
import { changeFactSchema } from '../../domain/monitoring/change-facts';
import { ignoreRuleProblem, selectorProblem, SELECTION_LIMITS } from '../../domain/monitoring/checker/selection';
import { alertConditionSchema, MAX_ALERT_CONDITIONS } from '../../domain/monitoring/conditions';
import { trackSchema } from '../../domain/monitoring/tracked-values';
import { changeFeedbackFields, changeJudgementFields, changeJudgementFilters } from '../alerts/schemas';
import { sourceAccessFields, sourceAccessResponseFields } from './source-access';

const MAX_TOPICS = 50;
const MAX_SOURCES_PER_TOPIC = 1_000;

const nameField = nonBlankText(200);
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

const selectorList = (what: string) =>
  z
    .array(
      z.string().superRefine((selector, context) => {
        const problem = selectorProblem(selector);
        if (problem !== null) context.addIssue({ code: 'custom', message: problem });
      }),
    )
    .max(SELECTION_LIMITS.selectors, `must list at most ${SELECTION_LIMITS.selectors} selectors`)
    .openapi({
      description: `${what} CSS by default (\`table.pricing td.price\`); XPath when it starts with \`/\` or \`xpath:\`; JSONPath (\`$.plans[?(@.name=='Pro')].price\`) for a JSON source; an item field (\`title\`, \`link\`, \`content\`) for a feed; CSS or XPath over one \`<p>\` per sentence for a PDF or plain text. At most ${SELECTION_LIMITS.selectors}, each at most ${SELECTION_LIMITS.selectorChars} characters. Absent: the source keeps its setting (none for a new source).`,
      example: ['#pricing td.price'],
    });

const ignoreRules = z
  .array(
    z.string().superRefine((rule, context) => {
      const problem = ignoreRuleProblem(rule);
      if (problem !== null) context.addIssue({ code: 'custom', message: problem });
    }),
  )
  .max(SELECTION_LIMITS.ignoreRules, `must list at most ${SELECTION_LIMITS.ignoreRules} rules`)
  .openapi({
    description: `Lines that never count as a change: a line containing the text (ignoring case), or matching \`/regex/flags\` (RE2 syntax, linear time; flags i, m, s). At most ${SELECTION_LIMITS.ignoreRules}, each at most ${SELECTION_LIMITS.ruleChars} characters. Absent: the source keeps its setting.`,
    example: ['Last updated', '/^Visitors today: \\d+$/'],
  });

const conditionList = (description: string) =>
  z
    .array(alertConditionSchema)
    .max(MAX_ALERT_CONDITIONS, `must list at most ${MAX_ALERT_CONDITIONS} conditions`)
    .openapi({ description, example: [{ below: 100 }, { textAppears: 'In stock' }] });

const CONDITIONS =
  'any one condition holding is enough, judged on the source’s text (its selection) before and after the change: `{"textAppears": "In stock"}`, `{"textDisappears": "Out of stock"}`, `{"below": 100}` / `{"above": 100}` (the first amount or figure of the text crosses the threshold), `{"changesByPercent": 10}`, `{"changes": true}`. With `name` (`{"below": 100, "name": "Pro price"}`) a condition reads that tracked value (`track[].name`) instead: its last reading and this one. A change whose conditions do not hold is recorded and listed (not relevant) but alerts no one; one whose conditions hold is relevant whatever the judge says.';

const alertWhen = conditionList(
  `When a change of this source alerts anyone; ${CONDITIONS} A \`name\` must be one the source tracks. Empty: the topic’s conditions apply, or, without them, the judge decides. Absent: the source keeps its setting.`,
);

const topicAlertWhen = conditionList(
  `When a change of a source of this topic alerts anyone, for every source without \`alertWhen\` of its own (a source’s own conditions win); ${CONDITIONS} A condition with \`name\` applies to the sources that track a value of that name (at least one must). Empty: none. Absent: the topic keeps its setting (none for a new topic).`,
);

const sourceSelection = {
  screenshot: z.boolean({ error: 'must be true or false' }).optional().openapi({
    description:
      'Keep a screenshot of each new version of a static page (rendered once for the picture, its text still the one fetched) and a visual diff on each change, shown on the change page. A rendered page always has them; a page behind a sign-in with secrets never does. Absent: the source keeps its setting (false for a new source).',
  }),
  alertWhen: alertWhen.optional(),
  track: trackSchema.optional().openapi({
    description:
      'Values read on every run and kept as a series (`GET …/values`, `…/values/chart`): each `selector`’s first match (same syntax as `include`) as text, with its number and unit when it reads as an amount (`€1,299.00` → 1299, EUR), else a text such as a stock status. At most 10, names unique. Absent: the source keeps its setting.',
    example: [{ name: 'Pro price', selector: "//tr[td[1]='Pro']/td[2]" }],
  }),
  include: selectorList(
    'Only the parts these match are compared; a selection that matches nothing fails the source (its `lastError`, `source.failing`).',
  ).optional(),
  exclude: selectorList('Parts removed before comparing.').optional(),
  ignoreText: ignoreRules.optional(),
};

export const projectParams = z.object({ organizationId: uuidParam('Organization id'), id: uuidParam('Project id') });
export const runParams = projectParams.extend({ runId: uuidParam('Run id') });
export const changeParams = projectParams.extend({ changeId: uuidParam('Change id') });

export const createProjectBody = z
  .object({
    name: nameField,
    monitoringIntent: nonBlankText(10_000).openapi({ description: 'Used once to generate the topics; not stored' }),
    businessContext: longText(10_000).optional(),
    description: longText(2_000).optional(),
  })
  .openapi('CreateProjectRequest');

const updateTopic = z
  .object({
    id: z.uuid({ error: 'must be a UUID' }).optional().openapi({
      description:
        'The id of one of the project’s topics keeps it and its sources’ state; an id no topic holds creates a topic with that id (so the same body can be sent again); absent: a new topic with a server id. An id held by another project’s topic is refused (400).',
    }),
    name: nameField,
    description: longText(2_000).default(''),
    watchFor: z.array(nonBlankText(200)).max(50).default([]),
    alertWhen: topicAlertWhen.optional(),
    sources: z
      .array(z.object({ url: sourceUrl, render: sourceRender.optional(), ...sourceSelection, ...sourceAccessFields }))
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
    validateSources: z.boolean({ error: 'must be true or false' }).default(false).openapi({
      description:
        'Check the sources this update adds (URLs not already on the topic): the ones that do not answer with content are left out and listed in `meta.droppedSources`. Without it every URL sent is stored.',
    }),
  })
  .openapi('UpdateProjectRequest');

export const sourceChecksMeta = z
  .object({
    droppedSources: z.array(z.object({ url: z.string(), reason: z.string().openapi({ example: 'not found (HTTP 404)' }) })).openapi({
      description:
        'Proposed sources left out because they did not answer with content (dead, blocked, not a page, or not checked in time), with why',
    }),
  })
  .openapi('SourceChecks');

export const projectListQuery = paginationQuery.extend({
  q: z.string().trim().max(200).optional().openapi({ description: 'Matches anywhere in the project name, ignoring case' }),
});

const sourceSchema = z
  .object({
    url: z.string(),
    lastContentHash: z.string().nullable(),
    lastFetchedAt: timestamp().nullable(),
    kind: z
      .enum(SOURCE_KINDS)
      .nullable()
      .openapi({ description: 'What the source was when last read; null before its first successful check' }),
    status: z.enum(SOURCE_STATUSES).openapi({
      description:
        '`pending` before the first check; `ok` when the last check worked; `failing` when it failed; `blocked` when it met a bot wall or a refusal; `auth_failed` when its sign-in failed (its steps or their `check`)',
    }),
    consecutiveFailures: z
      .int()
      .min(0)
      .openapi({ description: 'Failed checks in a row; SOURCE_FAILING_AFTER of them send `source.failing` once' }),
    lastError: z.string().nullable().openapi({ description: 'The last failed check’s error, kept after the source works again' }),
    lastErrorAt: timestamp().nullable(),
    render: z.enum(SOURCE_RENDERS).openapi({ description: 'When the source is rendered in headless Chromium (auto, always, never)' }),
    renderedWithBrowser: z.boolean().openapi({ description: 'Whether the last stored content came from the browser' }),
    ...sourceAccessResponseFields,
    include: z.array(z.string()).openapi({ description: 'Selectors of the parts compared; empty: the automatic content root' }),
    exclude: z.array(z.string()).openapi({ description: 'Selectors of the parts removed before comparing' }),
    ignoreText: z.array(z.string()).openapi({ description: 'Text and `/regex/flags` rules of lines that never count as a change' }),
    alertWhen: z
      .array(alertConditionSchema)
      .openapi({ description: 'When a change of this source alerts; empty: the topic’s conditions, else the judge, decide' }),
    track: z.array(z.object({ name: z.string(), selector: z.string() })).openapi({ description: 'Values read on every run' }),
    screenshot: z.boolean().openapi({ description: 'Whether a static page is pictured on each new version (a rendered page always is)' }),
  })
  .openapi('Source');

export const trackedValueSchema = z
  .object({
    name: z.string(),
    topicId: z.uuid(),
    url: z.string(),
    runId: z.uuid().nullable().openapi({ description: 'The run that read it; null once the run is deleted' }),
    recordedAt: timestamp(),
    text: z.string().openapi({ description: 'The value as the page wrote it', example: '€1,299.00' }),
    number: z.number().nullable().openapi({ description: 'Its number when it reads as an amount or figure', example: 1299 }),
    unit: z.string().nullable().openapi({ description: 'The currency or unit of an amount', example: 'EUR' }),
  })
  .openapi('TrackedValue');

export const trackedValueQuery = paginationQuery.extend({
  topicId: z.uuid({ error: 'must be a UUID' }).optional().openapi({ description: 'Only values of this topic' }),
  url: z.string().max(2_048).optional().openapi({ description: 'Only values of the source with this URL' }),
  name: z.string().max(100).optional().openapi({ description: 'Only values of this name' }),
  from: z.iso
    .datetime({ offset: true, error: 'must be an ISO 8601 date-time' })
    .optional()
    .openapi({ description: 'Recorded at or after' }),
  to: z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date-time' }).optional().openapi({ description: 'Recorded at or before' }),
});

export const topicSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string(),
    watchFor: z.array(z.string()),
    alertWhen: z.array(alertConditionSchema).openapi({
      description: 'When a change of a source without `alertWhen` of its own alerts; empty: the judge decides for those sources',
    }),
    sources: z.array(sourceSchema),
  })
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
    sourcesRenderingUnavailable: z.number().int().openapi({
      description: 'Sources that needed rendering but were read as served (or failed) because browser rendering was unavailable',
    }),
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
    facts: z
      .array(
        // `.meta`, not `.openapi`: the domain's schema may be built before api/http/zod extends zod.
        changeFactSchema.meta({
          id: 'ChangeFact',
          description:
            'One typed fact about a change: `type` says what moved; `subject` what it is about (a row’s label, a section’s heading, a JSON path) or null; `before` and `after` the old and new value as written (null for additions and removals); `unit` the currency or unit of an amount or figure, or null; `quote` the changed line it comes from, verbatim',
        }),
      )
      .openapi({
        description:
          'What the change is, as typed facts computed when it was recorded (amounts, dates, statuses, figures, people, items and sections added, removed or reworded), at most 40; empty for changes recorded before facts were kept',
      }),
    ...changeJudgementFields,
    ...changeFeedbackFields,
    viewUrl: z.string().openapi({
      description:
        'The change’s page (before and after with insertions and deletions highlighted, summary, facts, evidence), for a signed-in member of the organization; mails and chat messages carry a signed link to it that expires after 30 days',
      example: 'https://vigil.example.com/changes/0190a5b2-7c1e-7d3a-9f00-1c2d3e4f5a6b',
    }),
  })
  .openapi('Change');

export const changeFeedQuery = z.object({
  token: z.string().max(200).optional().openapi({
    description: 'The project’s feed token (`vgf_…`, from `POST …/feed-token`): opens the feed without a session or key',
  }),
});

export const feedTokenSchema = z
  .object({
    token: z.string().openapi({ description: 'The feed token (`vgf_…`); shown in this answer only' }),
    feedUrl: z.string().openapi({
      description: 'The Atom feed of the project’s changes with the token: a feed reader subscribes to it without a session',
    }),
  })
  .openapi('FeedToken');

export const runWithChangesSchema = runSchema.extend({ changes: z.array(changeSchema) }).openapi('RunWithChanges');

export const changeListQuery = paginationQuery.extend({
  topicId: z.uuid({ error: 'must be a UUID' }).optional().openapi({ description: 'Only changes of this topic' }),
  ...changeJudgementFilters,
});

export const trackedValueChartQuery = trackedValueQuery.omit({ offset: true, limit: true }).extend({
  name: z
    .string()
    .min(1, 'must not be blank')
    .max(100)
    .optional()
    .openapi({ description: 'The tracked value to chart; absent: the first name (in alphabetical order) the other filters find' }),
});
