import { IMPORTANCE_LEVELS } from '../../domain/alerts/judgement';
import { ALERT_MODES } from '../../models/alerts';
import { timestamp, uuidParam } from '../http/common-schemas';
import { z } from '../http/zod';

const modeField = z
  .enum(ALERT_MODES)
  .openapi('AlertMode', { description: '`immediate`: one mail per change; `daily`: a digest at 09:00 in the project’s timezone' });

export const alertSettingsSchema = z
  .object({
    projectId: z.uuid(),
    mode: modeField,
    onlyRelevant: z.boolean().openapi({
      description: 'Leave out changes judged not relevant (default true); changes that could not be judged are mailed, marked as unjudged',
    }),
    recipients: z.array(
      z.object({ membershipId: z.uuid(), userId: z.uuid(), email: z.email(), fullName: z.string() }).openapi('AlertRecipient'),
    ),
  })
  .openapi('AlertSettings');

export const updateAlertSettingsBody = z
  .object({
    mode: modeField.optional(),
    onlyRelevant: z.boolean().optional(),
    recipientMembershipIds: z
      .array(z.uuid({ error: 'must be a UUID' }))
      .max(500, 'must list at most 500 members')
      .optional()
      .openapi({ description: 'Replaces the list: the membership ids of active members who receive the alerts' }),
  })
  .openapi('UpdateAlertSettingsRequest');

export const projectParams = z.object({ organizationId: uuidParam('Organization id'), id: uuidParam('Project id') });

export const unsubscribeBody = z
  .object({ token: z.string().min(1).max(500).openapi({ description: 'The token from the unsubscribe link of an alert mail' }) })
  .openapi('UnsubscribeRequest');

/** The judge's fields, added to the Change resource. */
export const changeJudgementFields = {
  summary: z.string().openapi({ description: 'One or two plain sentences about what changed (the judge’s, once judged)' }),
  relevant: z.boolean().nullable().openapi({
    description: 'Whether the change bears on the topic’s watchFor list; null until judged (and while the judge cannot judge it)',
  }),
  matchedWatchFor: z.array(z.string()).openapi({ description: 'The topic’s watchFor entries the change bears on' }),
  importance: z.enum(IMPORTANCE_LEVELS).nullable().openapi({ description: 'null until judged' }),
  evidence: z
    .array(
      z
        .object({
          watchFor: z.string().openapi({ description: 'A matched entry of the topic’s watchFor list' }),
          quote: z.string().openapi({ description: 'The changed text the judgement relies on, verbatim from the change’s diff' }),
        })
        .openapi('ChangeEvidence'),
    )
    .openapi({
      description: 'For each matched watchFor entry, the changed text the judgement quotes; empty until judged or when nothing matched',
    }),
  judgedAt: timestamp().nullable().openapi({ description: 'null while the judgement is pending or being retried' }),
};

/** A member's verdict on the change, on the Change resource. */
export const changeFeedbackFields = {
  feedback: z
    .object({
      relevant: z.boolean().openapi({ description: 'What the member said: relevant to the topic or not' }),
      by: z
        .object({ id: z.uuid(), fullName: z.string() })
        .nullable()
        .openapi({ description: 'The member who said it (the last one, when several did); null once their account is deleted' }),
      at: timestamp(),
    })
    .nullable()
    .openapi('ChangeFeedback', {
      description:
        'A member’s verdict on the change, which both judges follow for the topic’s next changes like it; null when none was given',
    }),
};

export const changeFeedbackBody = z
  .object({
    relevant: z.boolean({ error: 'must be true or false' }).openapi({ description: 'Whether the change was relevant to its topic' }),
  })
  .openapi('ChangeFeedbackRequest');

export const changeJudgementFilters = {
  relevant: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .transform((value) => value === 'true')
    .optional()
    .openapi({ description: 'Only changes judged relevant (true) or not relevant (false)' }),
  importance: z.enum(IMPORTANCE_LEVELS).optional().openapi({ description: 'Only changes judged of this importance' }),
};
