import type { Migration } from './migration';
import { referenceData } from './0001-reference-data';
import { identity } from './0002-identity';
import { organizations } from './0003-organizations';
import { totpReplayGuard } from './0004-totp-replay-guard';
import { emailOutboxDispatch } from './0005-email-outbox-dispatch';
import { foreignKeyIndexes } from './0013-foreign-key-indexes';

/** Every migration, in the order it is applied. Append only: never edit or reorder a released one. */
export const migrations: readonly Migration[] = [
  referenceData,
  identity,
  organizations,
  totpReplayGuard,
  emailOutboxDispatch,
  foreignKeyIndexes,
];
