import { Op, type Transaction } from 'sequelize';
import { SessionModel, UserModel } from '../../models/identity';
import { newId } from '../shared/ids';
import { hashToken, randomToken } from '../shared/secrets';
import type { ActorContext } from '../shared/request-context';
import type { Principal } from './principal';

export const SESSION_COOKIE = 'vigil_session';
const DAY_MS = 86_400_000;
/** Sliding expiry is refreshed at most this often, so most requests read without writing. */
const TOUCH_INTERVAL_MS = 5 * 60_000;
/** A half-session (password accepted, second factor owed) lives only this long. */
const TWO_FACTOR_WINDOW_MS = 10 * 60_000;

export type SessionMethod = 'sign_up' | 'password' | 'magic_link' | 'sso' | 'email_verification';

export interface NewSession {
  userId: string;
  method: SessionMethod;
  mfaCompleted: boolean;
  twoFactorPending?: boolean;
}

export interface IssuedSession {
  token: string;
  id: string;
  expiresAt: Date;
}

export async function createSession(
  { userId, method, mfaCompleted, twoFactorPending = false }: NewSession,
  ttlDays: number,
  context: ActorContext,
  transaction?: Transaction,
): Promise<IssuedSession> {
  const token = randomToken();
  const id = newId();
  const expiresAt = new Date(Date.now() + (twoFactorPending ? TWO_FACTOR_WINDOW_MS : ttlDays * DAY_MS));
  await SessionModel.create(
    {
      id,
      userId,
      tokenHash: hashToken(token),
      method,
      mfaCompleted,
      twoFactorPending,
      ipAddress: context.ipAddress,
      userAgent: context.userAgent,
      expiresAt,
    },
    { transaction },
  );
  return { token, id, expiresAt };
}

/** The principal behind a session cookie, or null when the session is unknown, expired, revoked or its user disabled. */
export async function resolveSession(token: string, ttlDays: number): Promise<Principal | null> {
  const session = await SessionModel.findOne({ where: { tokenHash: hashToken(token), revokedAt: null }, raw: true });
  if (!session || session.expiresAt.getTime() <= Date.now()) return null;
  const user = await UserModel.findByPk(session.userId, { attributes: ['id', 'email', 'fullName', 'isActive'], raw: true });
  if (!user?.isActive) return null;
  if (!session.twoFactorPending && Date.now() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await SessionModel.update(
      { lastSeenAt: new Date(), expiresAt: new Date(Date.now() + ttlDays * DAY_MS) },
      { where: { id: session.id } },
    );
  }
  return {
    userId: user.id,
    email: user.email,
    fullName: user.fullName,
    credential: {
      kind: 'session',
      sessionId: session.id,
      method: session.method,
      mfaCompleted: session.mfaCompleted,
      twoFactorPending: session.twoFactorPending,
    },
  };
}

export async function getSession(sessionId: string) {
  return SessionModel.findByPk(sessionId, { raw: true });
}

/**
 * Marks the session as having proven the second factor, under a new token: the token held before
 * the proof (a half-session's, possibly planted by someone else) stops working.
 */
export async function completeTwoFactor(sessionId: string, ttlDays: number, transaction?: Transaction): Promise<IssuedSession> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + ttlDays * DAY_MS);
  await SessionModel.update(
    { tokenHash: hashToken(token), twoFactorPending: false, mfaCompleted: true, lastSeenAt: new Date(), expiresAt },
    { where: { id: sessionId }, transaction },
  );
  return { token, id: sessionId, expiresAt };
}

export async function revokeSession(sessionId: string, transaction?: Transaction): Promise<void> {
  await SessionModel.update({ revokedAt: new Date() }, { where: { id: sessionId, revokedAt: null }, transaction });
}

/** Ends every live session of a user, optionally keeping the one making the request. */
export async function revokeUserSessions(userId: string, transaction?: Transaction, exceptSessionId?: string): Promise<void> {
  await SessionModel.update(
    { revokedAt: new Date() },
    { where: { userId, revokedAt: null, ...(exceptSessionId ? { id: { [Op.ne]: exceptSessionId } } : {}) }, transaction },
  );
}
