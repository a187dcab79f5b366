import { Op, type Transaction } from 'sequelize';
import { SessionModel } from '../../models/auth';
import { newId } from '../shared/ids';
import { hashToken, randomToken } from '../shared/secrets';
import type { ActorContext } from '../shared/request-context';
import type { CredentialStrength } from './credential-strength';
import type { Principal } from './principal';
import { db } from '../../models/db';

export const SESSION_COOKIE = 'vigil_session';
export const DEFAULT_SESSION_MAX_AGE_DAYS = 30;
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
  /** For an SSO sign-in: the organization whose provider signed the user in, and whether it asserted MFA. */
  sso?: { organizationId: string; providerMfa: boolean };
  twoFactorPending?: boolean;
}

/** The strength a new session starts with. */
export function newSessionStrength({ method, mfaCompleted, sso }: NewSession): CredentialStrength {
  return { method, mfaCompleted, ssoOrganizationId: sso?.organizationId ?? null, providerMfa: sso?.providerMfa ?? false };
}

export interface IssuedSession {
  token: string;
  id: string;
  expiresAt: Date;
}

export async function createSession(
  { userId, method, mfaCompleted, sso, twoFactorPending = false }: NewSession,
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
      ssoOrganizationId: sso?.organizationId ?? null,
      providerMfa: sso?.providerMfa ?? false,
      twoFactorPending,
      ipAddress: context.ipAddress,
      userAgent: context.userAgent,
      expiresAt,
    },
    { transaction },
  );
  return { token, id, expiresAt };
}

export interface SessionLifetime {
  /** Sliding: idle this long and the session ends. */
  sessionTtlDays: number;
  /** Absolute: this long after it began the session ends, however active. */
  sessionMaxAgeDays: number;
}

interface SessionHolder {
  id: string;
  method: string;
  mfaCompleted: boolean;
  ssoOrganizationId: string | null;
  providerMfa: boolean;
  twoFactorPending: boolean;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  userId: string;
  email: string;
  fullName: string;
  isActive: boolean;
}

/**
 * The principal behind a session cookie, or null when the session is unknown, expired, too old, revoked
 * or its user disabled. Every signed-in request starts here: one statement, session and user joined.
 */
export async function resolveSession(token: string, { sessionTtlDays, sessionMaxAgeDays }: SessionLifetime): Promise<Principal | null> {
  const [session] = await db.rows<SessionHolder>(
    `SELECT s.id, s.method, s.mfa_completed AS "mfaCompleted", s.sso_organization_id AS "ssoOrganizationId",
            s.provider_mfa AS "providerMfa", s.two_factor_pending AS "twoFactorPending", s.created_at AS "createdAt",
            s.last_seen_at AS "lastSeenAt", s.expires_at AS "expiresAt", u.id AS "userId", u.email, u.full_name AS "fullName", u.is_active AS "isActive"
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL`,
    [hashToken(token)],
  );
  const now = Date.now();
  const endOfLife = session ? session.createdAt.getTime() + sessionMaxAgeDays * DAY_MS : 0;
  if (!session || session.expiresAt.getTime() <= now || endOfLife <= now || !session.isActive) return null;
  if (!session.twoFactorPending && now - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await SessionModel.update(
      { lastSeenAt: new Date(now), expiresAt: new Date(Math.min(now + sessionTtlDays * DAY_MS, endOfLife)) },
      { where: { id: session.id } },
    );
  }
  return {
    userId: session.userId,
    email: session.email,
    fullName: session.fullName,
    credential: {
      kind: 'session',
      sessionId: session.id,
      strength: {
        method: session.method,
        mfaCompleted: session.mfaCompleted,
        ssoOrganizationId: session.ssoOrganizationId,
        providerMfa: session.providerMfa,
      },
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

/** A live session of this user presented by `token`, or null. */
export async function findLiveSession(token: string, userId: string, transaction?: Transaction) {
  const session = await SessionModel.findOne({ where: { tokenHash: hashToken(token), userId, revokedAt: null }, raw: true, transaction });
  return session && session.expiresAt.getTime() > Date.now() ? session : null;
}

/** The same session under a new token: whatever held the old token (a planted cookie, say) is out. */
export async function replaceSessionToken(session: { id: string; expiresAt: Date }, transaction?: Transaction): Promise<IssuedSession> {
  const token = randomToken();
  await SessionModel.update({ tokenHash: hashToken(token) }, { where: { id: session.id }, transaction });
  return { token, id: session.id, expiresAt: session.expiresAt };
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
