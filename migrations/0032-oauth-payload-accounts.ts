import { runStatements, type Migration } from './migration';

/**
 * The account a grant or a provider session belongs to, as oidc-provider stores it (`accountId` in the
 * payload): ending every grant of an account (proof of the address, password reset or change) finds
 * them through this index instead of reading every grant.
 */
export const oauthPayloadAccounts: Migration = {
  name: '0032-oauth-payload-accounts',
  up: (context) =>
    runStatements(context, [
      `CREATE INDEX oauth_payloads_account_idx ON oauth_payloads ((payload->>'accountId')) WHERE model IN ('Grant', 'Session')`,
    ]),
};
