import type { Transaction } from 'sequelize';
import { AuditLogModel } from '../../models/audit';
import { newId } from '../shared/ids';
import type { ActorContext } from '../shared/request-context';
import type { Credential } from '../auth/principal';

export interface AuditEvent {
  organizationId: string | null;
  action: string;
  resourceType: string;
  resourceId: string | null;
  metadata?: Record<string, unknown>;
}

export interface AuditActor {
  type: 'user' | 'apiKey' | 'accessToken' | 'system';
  id: string | null;
  email: string | null;
  fullName: string | null;
  apiKeyId?: string;
  /** The OAuth application an access token was granted to. */
  oauthApplicationId?: string;
}

/**
 * The single way an audit entry is written. It takes the caller's transaction so the entry
 * commits or rolls back with the change it records.
 */
export async function recordAudit(event: AuditEvent, context: ActorContext, transaction: Transaction): Promise<void> {
  await recordAudits([event], context, transaction);
}

/** Several entries of one request, written in a single INSERT within the caller's transaction. */
export async function recordAudits(events: readonly AuditEvent[], context: ActorContext, transaction: Transaction): Promise<void> {
  if (events.length === 0) return;
  const { principal } = context;
  const credential = principal?.credential;
  const actor = describeActor(context) as unknown as Record<string, unknown>;
  const auditSessionId = credential ? credentialIdOf(credential) : null;
  await AuditLogModel.bulkCreate(
    events.map((event) => ({
      id: newId(),
      organizationId: event.organizationId,
      userId: principal?.userId ?? null,
      actor,
      action: event.action,
      resourceType: event.resourceType,
      resourceId: event.resourceId,
      metadata: event.metadata ?? {},
      ipAddress: context.ipAddress,
      userAgent: context.userAgent,
      auditSessionId,
      traceId: context.requestId,
    })),
    { transaction },
  );
}

function describeActor({ principal }: ActorContext): AuditActor {
  if (!principal) return { type: 'system', id: null, email: null, fullName: null };
  const base = { id: principal.userId, email: principal.email, fullName: principal.fullName };
  const { credential } = principal;
  if (credential.kind === 'apiKey') return { type: 'apiKey', ...base, apiKeyId: credential.apiKeyId };
  if (credential.kind === 'accessToken') return { type: 'accessToken', ...base, oauthApplicationId: credential.applicationId };
  return { type: 'user', ...base };
}

function credentialIdOf(credential: Credential): string {
  if (credential.kind === 'session') return credential.sessionId;
  return credential.kind === 'apiKey' ? credential.apiKeyId : credential.consentId;
}
