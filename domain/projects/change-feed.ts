import { createHash, randomBytes } from 'node:crypto';
import { generateAtomFeed } from 'feedsmith';
import { recordAudit } from '../audit/audit-log';
import { signedChangeUrl } from '../monitoring/change-links';
import { ROLE_SCOPES, type Role } from '../access/scopes';
import type { CredentialStrength } from '../auth/credential-strength';
import { POLICY_COLUMNS } from '../organizations/access';
import { assertCredentialMeetsPolicy, type OrganizationPolicy } from '../policies/enforcement';
import { NotFoundError, UnauthorizedError } from '../shared/errors';
import type { ActorContext } from '../shared/request-context';
import { db } from '../../models/db';

/** Entries in a feed: the newest changes; readers keep what they saw before. */
const FEED_ENTRIES = 50;
const TOKEN_PREFIX = 'vgf_';

export interface FeedToken {
  /** Shown once: only its hash is kept. */
  token: string;
  /** The feed's address with the token, for a feed reader. */
  feedUrl: string;
}

export function changeFeedPath(organizationId: string, projectId: string): string {
  return `/api/user/organizations/${organizationId}/projects/${projectId}/changes.atom`;
}

/**
 * Makes the project's feed token, replacing the previous one (which stops working at once). Like an API
 * key, it keeps its maker and the strength of the sign-in behind the request that made it.
 */
export async function rotateFeedToken(
  organizationId: string,
  projectId: string,
  baseUrl: string,
  context: ActorContext,
): Promise<FeedToken> {
  const principal = context.principal;
  if (!principal) throw new UnauthorizedError('Sign in to make a feed token');
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  await db.transaction(async (transaction) => {
    const updated = await db.execute(
      `UPDATE projects SET feed_token_hash = :hash, feed_token_user_id = :userId, feed_token_strength = :strength,
              feed_token_issued_at = now()
        WHERE id = :projectId AND organization_id = :organizationId`,
      {
        replacements: {
          hash: tokenHash(token),
          userId: principal.userId,
          strength: JSON.stringify(principal.credential.strength),
          projectId,
          organizationId,
        },
        transaction,
      },
    );
    if (!updated) throw new NotFoundError('Project');
    await recordAudit(
      { organizationId, action: 'project.feed_token_rotated', resourceType: 'project', resourceId: projectId, metadata: {} },
      context,
      transaction,
    );
  });
  return { token, feedUrl: `${baseUrl}${changeFeedPath(organizationId, projectId)}?token=${token}` };
}

interface FeedTokenHolder extends OrganizationPolicy {
  role: Role;
  strength: CredentialStrength;
  issuedAt: Date;
}

/**
 * Whether the token is the project's current feed token (its hash, compared by the database) and its maker
 * is still an active member who may read projects. The organization's sign-in policy is then checked
 * against the sign-in behind it, as for an API key: a refusal says why (403), a wrong token says nothing.
 */
export async function feedTokenOpens(organizationId: string, projectId: string, token: string): Promise<boolean> {
  if (!token.startsWith(TOKEN_PREFIX) || token.length > 100) return false;
  const [holder] = await db.select<FeedTokenHolder>(
    `SELECT m.role, p.feed_token_strength AS strength, p.feed_token_issued_at AS "issuedAt", ${POLICY_COLUMNS}
       FROM projects p
       JOIN memberships m ON m.organization_id = p.organization_id AND m.user_id = p.feed_token_user_id AND m.status = 'active'
       JOIN organizations o ON o.id = p.organization_id
      WHERE p.id = :projectId AND p.organization_id = :organizationId AND p.feed_token_hash = :hash`,
    { replacements: { projectId, organizationId, hash: tokenHash(token) } },
  );
  if (!holder || !ROLE_SCOPES[holder.role].includes('projects:read')) return false;
  const { role, strength, issuedAt, ...policy } = holder;
  assertCredentialMeetsPolicy({ credential: { kind: 'feedToken', strength, issuedAt } }, { organizationId, role, policy });
  return true;
}

interface FeedChange {
  id: string;
  url: string;
  topicName: string;
  summary: string;
  detectedAt: Date;
}

/**
 * The project's newest changes as an Atom feed. Each entry links to the change's page through a signed
 * link (a feed reader has no session); the links are signed afresh on every fetch.
 */
export async function changeFeed(
  organizationId: string,
  projectId: string,
  { baseUrl, secretKey }: { baseUrl: string; secretKey: string },
): Promise<string> {
  const [project] = await db.select<{ name: string; createdAt: Date }>(
    'SELECT name, created_at AS "createdAt" FROM projects WHERE id = :projectId AND organization_id = :organizationId',
    { replacements: { projectId, organizationId } },
  );
  if (!project) throw new NotFoundError('Project');
  const changes = await db.select<FeedChange>(
    `SELECT c.id, c.url, COALESCE(t.name, 'A removed topic') AS "topicName", COALESCE(j.summary, c.summary) AS summary, c.detected_at AS "detectedAt"
       FROM changes c LEFT JOIN topics t ON t.id = c.topic_id LEFT JOIN change_judgements j ON j.change_id = c.id
      WHERE c.project_id = :projectId
      ORDER BY c.detected_at DESC, c.id DESC
      LIMIT :limit`,
    { replacements: { projectId, limit: FEED_ENTRIES } },
  );
  return generateAtomFeed({
    id: `urn:uuid:${projectId}`,
    title: { value: `${project.name}: changes` },
    updated: changes[0]?.detectedAt ?? project.createdAt,
    links: [{ href: `${baseUrl}${changeFeedPath(organizationId, projectId)}`, rel: 'self', type: 'application/atom+xml' }],
    generator: { text: 'Vigil' },
    entries: changes.map((change) => ({
      id: `urn:uuid:${change.id}`,
      title: { value: `${change.topicName}: ${change.summary}` },
      updated: change.detectedAt,
      summary: { value: `${change.summary} (${change.url})` },
      links: [{ href: signedChangeUrl(baseUrl, change.id, secretKey), rel: 'alternate', type: 'text/html' }],
    })),
  });
}

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
