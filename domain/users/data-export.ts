import { SessionModel } from '../../models/auth';
import type { Role } from '../access/scopes';
import type { AuditLogEntry } from '../audit/query';
import { listApiKeys, type ApiKey } from '../auth/api-keys';
import { pagesNewestFirst } from './keyset-pages';
import type { LoginHistoryEntry } from './login-history';
import { getUser, type User } from './users';
import { db } from '../../models/db';

/**
 * Everything stored about a user, for data-protection requests. Secrets stay out: no password
 * hash, TOTP seed, recovery code, key or token hash is ever selected.
 */
export interface UserDataExport {
  exportedAt: Date;
  profile: User;
  memberships: Array<{
    id: string;
    organizationId: string;
    organizationName: string;
    organizationSlug: string;
    role: Role;
    status: string;
    invitedAt: Date | null;
    joinedAt: Date | null;
    createdAt: Date;
  }>;
  apiKeys: ApiKey[];
  sessions: Array<{
    id: string;
    createdAt: Date;
    lastSeenAt: Date;
    expiresAt: Date;
    method: string;
    ipAddress: string | null;
    userAgent: string | null;
    revokedAt: Date | null;
  }>;
  /** Every sign-in event, newest first. */
  loginHistory: LoginHistoryEntry[];
  /** The user's own actions, newest first; personal events have no organization. */
  auditLog: Array<
    Omit<AuditLogEntry, 'organizationId' | 'userId' | 'actor' | 'auditSessionId' | 'traceId'> & { organizationId: string | null }
  >;
}

/**
 * The export as JSON text (a `UserDataExport`), produced section by section as the reader asks for it:
 * the small sections in one query each, sign-in events and audit entries in keyset pages, so memory holds
 * about one page whatever the user's history. The profile is read first, so a missing user fails before
 * anything is written.
 */
export async function streamUserData(userId: string): Promise<AsyncIterable<string>> {
  const profile = await getUser(userId);
  return exportDocument(userId, profile);
}

async function* exportDocument(userId: string, profile: User): AsyncGenerator<string> {
  yield `{${member('exportedAt', new Date())},${member('profile', profile)}`;
  yield `,${member('memberships', await membershipsOf(userId, profile.email))}`;
  yield `,${member('apiKeys', await listApiKeys(userId))}`;
  yield `,${member('sessions', await sessionsOf(userId))}`;
  yield ',"loginHistory":';
  yield* jsonArray(loginEventsOf(userId));
  yield ',"auditLog":';
  yield* jsonArray(auditEntriesOf(userId));
  yield '}';
}

function member<K extends keyof UserDataExport>(key: K, value: UserDataExport[K]): string {
  return `${JSON.stringify(key)}:${JSON.stringify(value)}`;
}

/** A JSON array written one page at a time. */
async function* jsonArray(pages: AsyncIterable<unknown[]>): AsyncGenerator<string> {
  let first = true;
  for await (const page of pages) {
    yield `${first ? '[' : ','}${page.map((item) => JSON.stringify(item)).join(',')}`;
    first = false;
  }
  yield first ? '[]' : ']';
}

function loginEventsOf(userId: string): AsyncGenerator<UserDataExport['loginHistory']> {
  return pagesNewestFirst({
    select: `id, created_at AS "timestamp", action, ip_address AS "ipAddress", user_agent AS "userAgent", success, metadata`,
    table: 'login_events',
    where: 'user_id = $1',
    bind: [userId],
  });
}

function auditEntriesOf(userId: string): AsyncGenerator<UserDataExport['auditLog']> {
  return pagesNewestFirst({
    select: `id, created_at AS "createdAt", organization_id AS "organizationId", action, resource_type AS "resourceType",
      resource_id AS "resourceId", metadata, ip_address AS "ipAddress", user_agent AS "userAgent"`,
    table: 'audit_logs',
    where: 'user_id = $1',
    bind: [userId],
  });
}

function sessionsOf(userId: string): Promise<UserDataExport['sessions']> {
  return SessionModel.findAll({
    where: { userId },
    attributes: ['id', 'createdAt', 'lastSeenAt', 'expiresAt', 'method', 'ipAddress', 'userAgent', 'revokedAt'],
    order: [['createdAt', 'DESC']],
    raw: true,
  });
}

/** Memberships of the user and invitations sent to their address, with the organization named. */
function membershipsOf(userId: string, email: string): Promise<UserDataExport['memberships']> {
  return db.select(
    `SELECT m.id, m.organization_id AS "organizationId", o.name AS "organizationName", o.slug AS "organizationSlug",
        m.role, m.status, m.invited_at AS "invitedAt", m.joined_at AS "joinedAt", m.created_at AS "createdAt"
      FROM memberships m JOIN organizations o ON o.id = m.organization_id
      WHERE m.user_id = :userId OR m.email = :email
      ORDER BY m.created_at, m.id`,
    { replacements: { userId, email } },
  );
}
