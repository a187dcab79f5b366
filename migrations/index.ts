import type { Migration } from './migration';
import { referenceData } from './0001-reference-data';
import { identity } from './0002-identity';
import { organizations } from './0003-organizations';
import { totpReplayGuard } from './0004-totp-replay-guard';
import { emailOutboxDispatch } from './0005-email-outbox-dispatch';
import { projects } from './0006-projects';
import { monitoring } from './0007-monitoring';
import { webhooks } from './0025-webhooks';
import { alerts } from './0026-alerts';
import { changeJudgements } from './0027-change-judgements';

/** Every migration, in the order it is applied. Append only: never edit or reorder a released one. */
export const migrations: readonly Migration[] = [
  referenceData,
  identity,
  organizations,
  totpReplayGuard,
  emailOutboxDispatch,
  projects,
  monitoring,
  webhooks,
  alerts,
  changeJudgements,
];
