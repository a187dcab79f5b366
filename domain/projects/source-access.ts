import type { Transaction } from 'sequelize';
import { referencedSecrets, type SourceHeaders, type SourceStep } from '../monitoring/sign-in/settings';
import { missingSecrets } from '../secrets/secrets';
import { ValidationError, type FieldError } from '../shared/errors';

/** A source's sign-in settings as sent: absent keeps what the source has, null (or empty) clears it. */
export interface SourceAccessInput {
  headers?: SourceHeaders | null | undefined;
  steps?: SourceStep[] | null | undefined;
}

export interface StoredAccess {
  headers: SourceHeaders | null;
  steps: SourceStep[] | null;
}

/** The columns to write for what was sent; an empty object or list is stored as null (nothing to do). */
export function accessColumns(input: SourceAccessInput): Partial<StoredAccess> {
  return {
    ...(input.headers !== undefined ? { headers: input.headers && Object.keys(input.headers).length > 0 ? input.headers : null } : {}),
    ...(input.steps !== undefined ? { steps: input.steps && input.steps.length > 0 ? input.steps : null } : {}),
  };
}

/**
 * Whether what is written differs from what is stored: a kept browser session belongs to the old settings.
 * Compared with keys sorted, since jsonb gives objects back in its own key order.
 */
export function accessChanged(stored: StoredAccess, written: Partial<StoredAccess>): boolean {
  return (Object.keys(written) as Array<keyof StoredAccess>).some((key) => canonical(stored[key]) !== canonical(written[key]));
}

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/**
 * Every secret a source refers to must exist in the project's organization, checked when the settings are
 * saved (the caller holds `projects:write` there: that is what using a named secret takes). The error
 * names the field and the secret, never a value.
 */
export async function assertSecretsExist(
  organizationId: string,
  topics: Array<{ sources: Array<string | SourceAccessInput> }>,
  transaction?: Transaction,
): Promise<void> {
  const uses = topics.flatMap((topic, topicIndex) =>
    topic.sources.flatMap((source, sourceIndex) => {
      if (typeof source === 'string') return [];
      const field = `topics.${topicIndex}.sources.${sourceIndex}`;
      return [
        ...referencedSecrets(source.headers, null).map((name) => ({ name, field: `${field}.headers` })),
        ...referencedSecrets(null, source.steps).map((name) => ({ name, field: `${field}.steps` })),
      ];
    }),
  );
  const missing = new Set(await missingSecrets(organizationId, [...new Set(uses.map((use) => use.name))], transaction));
  const errors: FieldError[] = uses
    .filter((use) => missing.has(use.name))
    .map((use) => ({
      field: use.field,
      error: `refers to the secret ${use.name}, which this organization does not have`,
      location: 'body',
    }));
  if (errors.length > 0) throw new ValidationError(errors);
}
