import { createHmac, timingSafeEqual } from 'node:crypto';
import { ProjectAlertRecipientModel } from '../../models/alerts';
import { ProjectModel } from '../../models/projects';
import type { Config } from '../../platform/config';
import { recordAudit } from '../audit/audit-log';
import type { OutgoingMail } from '../mail/outbox';
import { servesMailedLinkPages } from '../mail/pages';
import { NotFoundError } from '../shared/errors';
import type { ActorContext } from '../shared/request-context';
import { db } from '../../models/db';

interface UnsubscribeClaim {
  projectId: string;
  membershipId: string;
}

/**
 * A signed, stateless token naming one recipient of one project's alerts. It does not expire: an
 * unsubscribe link in an old mail should still work.
 */
export function unsubscribeToken(claim: UnsubscribeClaim, secretKey: string): string {
  const payload = Buffer.from(`${claim.projectId}.${claim.membershipId}`).toString('base64url');
  return `${payload}.${sign(payload, secretKey)}`;
}

/** The web application's page an unsubscribe link opens (Vigil's own where it serves the pages). */
export const UNSUBSCRIBE_PAGE_PATH = '/unsubscribe';

export function unsubscribeLink(appUrl: string, claim: UnsubscribeClaim, secretKey: string): string {
  return `${appUrl}${UNSUBSCRIBE_PAGE_PATH}?token=${encodeURIComponent(unsubscribeToken(claim, secretKey))}`;
}

/**
 * An alert mail's way out: the link in its body, also its List-Unsubscribe header, which takes RFC 8058's
 * one-click POST where Vigil serves the page itself (a separate web application at APP_URL may not).
 */
export function alertUnsubscribe(
  claim: UnsubscribeClaim,
  { appUrl, baseUrl, secretKey }: Pick<Config, 'appUrl' | 'baseUrl' | 'secretKey'>,
): Required<Pick<OutgoingMail, 'listUnsubscribe'>> {
  return { listUnsubscribe: { url: unsubscribeLink(appUrl, claim, secretKey), oneClick: servesMailedLinkPages({ appUrl, baseUrl }) } };
}

/**
 * Removes the recipient from the project's alerts; answering the same when they had already left. A
 * token that is not ours names no link: 404, as for the other mailed links (verification, reset).
 */
export async function unsubscribe(token: string, secretKey: string, context: ActorContext): Promise<void> {
  const claim = readToken(token, secretKey);
  await db.transaction(async (transaction) => {
    const removed = await ProjectAlertRecipientModel.destroy({
      where: { projectId: claim.projectId, membershipId: claim.membershipId },
      transaction,
    });
    if (removed === 0) return;
    const project = await ProjectModel.findByPk(claim.projectId, { attributes: ['organizationId'], raw: true, transaction });
    if (!project) return;
    await recordAudit(
      {
        organizationId: project.organizationId,
        action: 'project.alerts_unsubscribed',
        resourceType: 'project',
        resourceId: claim.projectId,
        metadata: { membershipId: claim.membershipId },
      },
      context,
      transaction,
    );
  });
}

function readToken(token: string, secretKey: string): UnsubscribeClaim {
  const [payload, signature] = token.split('.');
  const expected = Buffer.from(payload ? sign(payload, secretKey) : '');
  const given = Buffer.from(signature ?? '');
  if (!payload || expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new NotFoundError('Unsubscribe link');
  }
  const [projectId, membershipId] = Buffer.from(payload, 'base64url').toString().split('.');
  if (!projectId || !membershipId) throw new NotFoundError('Unsubscribe link');
  return { projectId, membershipId };
}

function sign(payload: string, secretKey: string): string {
  return createHmac('sha256', `vigil:alert-unsubscribe:${secretKey}`).update(payload).digest('base64url');
}
