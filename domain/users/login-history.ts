import { LoginEventModel } from '../../models/auth';

export interface LoginHistoryEntry {
  id: string;
  timestamp: Date;
  action: string;
  ipAddress: string | null;
  userAgent: string | null;
  success: boolean;
  metadata: Record<string, unknown>;
}

/** The user's `limit` most recent sign-in events, newest first. */
export async function loginHistory(userId: string, limit: number): Promise<LoginHistoryEntry[]> {
  const events = await LoginEventModel.findAll({
    where: { userId },
    order: [
      ['createdAt', 'DESC'],
      ['id', 'DESC'],
    ],
    limit,
    raw: true,
  });
  return events.map((event) => ({
    id: event.id,
    timestamp: event.createdAt,
    action: event.action,
    ipAddress: event.ipAddress,
    userAgent: event.userAgent,
    success: event.success,
    metadata: event.metadata,
  }));
}
