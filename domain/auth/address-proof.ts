import type { Transaction } from 'sequelize';
import { UserModel } from '../../models/users';
import { recordAudit } from '../audit/audit-log';
import { revokeUserGrants } from '../oauth/grants';
import type { ActorContext } from '../shared/request-context';
import { revokeUserApiKeys } from './api-keys';
import { revokeUserSessions } from './sessions';
import { deleteRecoveryCodes } from './two-factor-codes';

/** How the owner of the address showed they hold it. */
export type AddressProof = 'verification_link' | 'magic_link' | 'sso' | 'password_reset';

export interface ProofOutcome {
  /** The address was unproven until now. */
  firstProof: boolean;
  /** The account's password, TOTP secret and recovery codes were removed. */
  credentialsWiped: boolean;
  /** The session that presented the proof and lives on (under a new token the caller issues), if any. */
  keptSessionId: string | null;
  revokedApiKeys: number;
  /** OAuth grants (with their codes, tokens and consents) that ended. */
  revokedGrants: number;
}

const NOTHING_CHANGED: ProofOutcome = {
  firstProof: false,
  credentialsWiped: false,
  keptSessionId: null,
  revokedApiKeys: 0,
  revokedGrants: 0,
};

/**
 * The one place an address becomes proven, whatever the path (verification link, magic link, SSO,
 * password reset). Until then anyone could have signed up with it, so nothing granted before the
 * first proof outlives it: every session, every API key and every application's grant ends. Only the account's own sign-up
 * session presenting the verification link shows that whoever chose the password is the owner; it
 * lives on and the password and second factor stay. Any other first proof also removes the password,
 * the TOTP secret and the recovery codes, so a pre-hijacker keeps nothing and the owner is never asked
 * for a factor they did not set up. An address already proven changes nothing here.
 */
export async function proveAddress(
  userId: string,
  proof: AddressProof,
  context: ActorContext,
  transaction: Transaction,
  presentingSession?: { id: string; method: string } | null,
): Promise<ProofOutcome> {
  const keptSessionId = proof === 'verification_link' && presentingSession?.method === 'sign_up' ? presentingSession.id : null;
  const wipe = keptSessionId === null;
  const proven = { isVerified: true, verifiedAt: new Date() };
  const wiped = { passwordHash: null, twoFactorEnabled: false, totpSecret: null, totpLastTimeStep: null };
  const [changed] = await UserModel.update(wipe ? { ...proven, ...wiped } : proven, {
    where: { id: userId, isVerified: false },
    transaction,
  });
  if (changed === 0) return NOTHING_CHANGED;
  if (wipe) await deleteRecoveryCodes(userId, transaction);
  await revokeUserSessions(userId, transaction, keptSessionId ?? undefined);
  const revokedApiKeys = await revokeUserApiKeys(userId, transaction);
  const revokedGrants = await revokeUserGrants(userId, transaction);
  const metadata = { method: proof, credentialsWiped: wipe, revokedApiKeys, revokedGrants };
  await recordAudit(
    { organizationId: null, action: 'user.email_verified', resourceType: 'user', resourceId: userId, metadata },
    context,
    transaction,
  );
  return { firstProof: true, credentialsWiped: wipe, keptSessionId, revokedApiKeys, revokedGrants };
}
