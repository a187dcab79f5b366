import { runStatements, type Migration } from './migration';

/** The last accepted TOTP time step, so a code cannot be used twice (RFC 6238 §5.2). */
export const totpReplayGuard: Migration = {
  name: '0004-totp-replay-guard',
  up: (context) => runStatements(context, ['ALTER TABLE users ADD COLUMN totp_last_time_step integer']),
};
