import type { Transaction } from 'sequelize';
import { db } from '../../../models/db';
import { decryptSecret, encryptSecret } from '../../shared/secrets';

/**
 * The browser session (Playwright's storage state: cookies and local storage) a successful sign-in left,
 * kept sealed with SECRET_KEY per source and reused by later runs until the source's `check` fails.
 */
export interface StorageState {
  cookies: unknown[];
  origins: unknown[];
}

/** A session larger than this is not kept (the next run signs in again): a page cannot fill the table. */
export const MAX_SESSION_BYTES = 256 * 1024;

export function openSession(sealed: string | null, secretKey: string): StorageState | null {
  if (!sealed) return null;
  try {
    return JSON.parse(decryptSecret(sealed, secretKey)) as StorageState;
  } catch {
    return null; // sealed under another SECRET_KEY: sign in again
  }
}

/** Stores the session a render left, or forgets the kept one (null). */
export async function keepSession(sourceId: string, state: StorageState | null, secretKey: string): Promise<void> {
  const json = state ? JSON.stringify(state) : null;
  const sealed = json !== null && Buffer.byteLength(json) <= MAX_SESSION_BYTES ? encryptSecret(json, secretKey) : null;
  await db.execute(
    'UPDATE sources SET session_sealed = :sealed, session_saved_at = CASE WHEN :sealed::text IS NULL THEN NULL ELSE now() END WHERE id = :sourceId',
    { replacements: { sealed, sourceId } },
  );
}

/** Forgets the kept session inside the transaction that changed the source's sign-in settings. */
export async function forgetSignIn(sourceId: string, transaction: Transaction): Promise<void> {
  await db.execute('UPDATE sources SET session_sealed = NULL, session_saved_at = NULL WHERE id = :sourceId', {
    replacements: { sourceId },
    transaction,
  });
}
