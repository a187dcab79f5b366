import { QueryTypes, type Sequelize } from 'sequelize';
import { SessionModel } from '../../models/identity';
import { AuditLogModel } from '../../models/organizations';
import type { Role } from '../access/scopes';
import type { AuditLogEntry } from '../audit/query';
import { listApiKeys, type ApiKey } from '../auth/api-keys';
import { loginHistory, type LoginHistoryEntry } from './login-history';
import { getUser, type User } from './users';

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
  loginHistory: LoginHistoryEntry[];
  /** The user's own actions; personal events have no organization. */
  auditLog: Array<
    Omit<AuditLogEntry, 'organizationId' | 'userId' | 'actor' | 'auditSessionId' | 'traceId'> & { organizationId: string | null }
  >;
}

export async function exportUserData(userId: string, sequelize: Sequelize): Promise<UserDataExport> {
  const profile = await getUser(userId);
  const [memberships, apiKeys, sessions, logins, auditLog] = await Promise.all([
    membershipsOf(userId, profile.email, sequelize),
    listApiKeys(userId),
    SessionModel.findAll({
      where: { userId },
      attributes: ['id', 'createdAt', 'lastSeenAt', 'expiresAt', 'method', 'ipAddress', 'userAgent', 'revokedAt'],
      order: [['createdAt', 'DESC']],
      raw: true,
    }),
    loginHistory(userId),
    AuditLogModel.findAll({
      where: { userId },
      attributes: ['id', 'createdAt', 'organizationId', 'action', 'resourceType', 'resourceId', 'metadata', 'ipAddress', 'userAgent'],
      order: [['createdAt', 'DESC'], ['id', 'DESC']],
      raw: true,
    }),
  ]);
  return { exportedAt: new Date(), profile, memberships, apiKeys, sessions, loginHistory: logins, auditLog };
}

/** Memberships of the user and invitations sent to their address, with the organization named. */
function membershipsOf(userId: string, email: string, sequelize: Sequelize): Promise<UserDataExport['memberships']> {
  return sequelize.query(
    `SELECT m.id, m.organization_id AS "organizationId", o.name AS "organizationName", o.slug AS "organizationSlug",
        m.role, m.status, m.invited_at AS "invitedAt", m.joined_at AS "joinedAt", m.created_at AS "createdAt"
      FROM memberships m JOIN organizations o ON o.id = m.organization_id
      WHERE m.user_id = :userId OR m.email = :email
      ORDER BY m.created_at, m.id`,
    { replacements: { userId, email }, type: QueryTypes.SELECT },
  );
}
