import { types } from 'node:util';
import { openSecrets } from '../../secrets/secrets';
import { hasCheck, referencedSecrets, substituteSecrets, type SourceHeaders, type SourceStep } from './settings';
import type { SourceCheck } from '../source-check';
import { openSession, type StorageState } from './session';
import { db } from '../../../models/db';

/**
 * A source's sign-in settings made ready for one check, in the worker only: references replaced by the
 * secrets' values. `secretValues` lets every text that leaves the check (an error) be scrubbed of them.
 */
export type SourceAccess =
  | {
      kind: 'ready';
      headers: Record<string, string>;
      steps: SourceStep[];
      /** Whether the steps hold a `check`, so a session is worth keeping and reusing. */
      checks: boolean;
      session: StorageState | null;
      secretValues: string[];
    }
  /** A referenced secret is gone: the sign-in cannot even start. */
  | { kind: 'unusable'; error: string };

interface AccessRow {
  id: string;
  organizationId: string;
  headers: SourceHeaders | null;
  steps: SourceStep[] | null;
  sessionSealed: string | null;
}

/** The sign-in settings of those of `sourceIds` that have any, by source id. */
export async function loadAccess(sourceIds: string[], secretKey: string): Promise<Map<string, SourceAccess>> {
  if (sourceIds.length === 0) return new Map();
  const rows = await db.select<AccessRow>(
    `SELECT s.id, p.organization_id AS "organizationId", s.headers, s.steps, s.session_sealed AS "sessionSealed"
       FROM sources s JOIN projects p ON p.id = s.project_id
      WHERE s.id IN (:sourceIds) AND (s.headers IS NOT NULL OR s.steps IS NOT NULL)`,
    { replacements: { sourceIds } },
  );
  const access = new Map<string, SourceAccess>();
  for (const row of rows) access.set(row.id, await prepare(row, secretKey));
  return access;
}

async function prepare(row: AccessRow, secretKey: string): Promise<SourceAccess> {
  const names = referencedSecrets(row.headers, row.steps);
  const values = await openSecrets(row.organizationId, names, secretKey);
  const missing = names.filter((name) => !values.has(name));
  if (missing.length > 0)
    return {
      kind: 'unusable',
      error: `Sign-in settings refer to the secret ${missing[0]}, which no longer exists or cannot be opened with this SECRET_KEY`,
    };
  const fill = (text: string) => substituteSecrets(text, values);
  const steps = (row.steps ?? []).map((step) => ('value' in step ? { ...step, value: fill(step.value) } : step));
  return {
    kind: 'ready',
    headers: Object.fromEntries(Object.entries(row.headers ?? {}).map(([name, value]) => [name, fill(value)])),
    steps,
    checks: hasCheck(steps),
    session: hasCheck(steps) ? openSession(row.sessionSealed, secretKey) : null,
    secretValues: [...values.values()].filter((value) => value.length > 0),
  };
}

/** `text` with every secret value of the check blanked out: errors are stored, shown, mailed and sent. */
export function scrubbed(text: string, secretValues: readonly string[]): string {
  return secretValues.reduce((scrubbedText, value) => scrubbedText.split(value).join('[secret]'), text);
}

/**
 * A check with every secret value blanked out of what is stored and sent: its error, and a page that shows
 * a value back (an account page echoing its token) in its text, diff, summary and facts.
 */
export function scrubbedCheck<C extends Exclude<SourceCheck, { outcome: 'render' }>>(check: C, secretValues: readonly string[]): C {
  if (secretValues.length === 0) return check;
  return deepScrub(check, secretValues);
}

function deepScrub<T>(value: T, secretValues: readonly string[]): T {
  if (typeof value === 'string') return scrubbed(value, secretValues) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => deepScrub(item, secretValues)) as T;
  // A check read on a reading thread holds Dates of another realm than a test's sandbox: `instanceof` misses them.
  if (value === null || typeof value !== 'object' || types.isDate(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, deepScrub(item, secretValues)])) as T;
}
