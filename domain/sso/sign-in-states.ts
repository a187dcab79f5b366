import { Op, type Transaction } from 'sequelize';
import { SsoSignInStateModel } from '../../models/sso';
import { hashToken } from '../shared/secrets';
import { db } from '../../models/db';

/** Long enough to sign in at the identity provider, short enough that a leaked state is soon worthless. */
export const SIGN_IN_STATE_TTL_MS = 10 * 60_000;

export interface SignInState {
  organizationId: string;
  codeVerifier: string;
  nonce: string;
}

/** Stores what the callback must check, keyed by the state's hash; sweeps expired records on the way. */
export async function saveSignInState(state: string, record: SignInState): Promise<void> {
  await SsoSignInStateModel.destroy({ where: { expiresAt: { [Op.lt]: new Date() } } });
  await SsoSignInStateModel.create({ stateHash: hashToken(state), ...record, expiresAt: new Date(Date.now() + SIGN_IN_STATE_TTL_MS) });
}

/** Deletes and answers the record of `state`: a second callback with the same state finds nothing. Expired records answer null. */
export async function spendSignInState(state: string, transaction?: Transaction): Promise<SignInState | null> {
  const [row] = await db.select<{ organization_id: string; code_verifier: string; nonce: string; expires_at: Date }>(
    'DELETE FROM sso_sign_in_states WHERE state_hash = :stateHash RETURNING organization_id, code_verifier, nonce, expires_at',
    { replacements: { stateHash: hashToken(state) }, transaction },
  );
  if (!row || row.expires_at.getTime() <= Date.now()) return null;
  return { organizationId: row.organization_id, codeVerifier: row.code_verifier, nonce: row.nonce };
}
