import type { Transaction } from 'sequelize';
import { LoginEventModel } from '../../models/auth';
import { newId } from '../shared/ids';
import type { ActorContext } from '../shared/request-context';

export type LoginAction =
  'sign_up' | 'sign_in.password' | 'sign_in.magic_link' | 'sign_in.sso' | 'two_factor.challenge' | 'two_factor.verify' | 'sign_out';

export interface LoginEvent {
  userId: string | null;
  email: string | null;
  action: LoginAction;
  success: boolean;
  metadata?: Record<string, unknown>;
}

/** Every sign-in attempt, success or failure, MFA step and sign-out lands here. */
export async function recordLoginEvent(event: LoginEvent, context: ActorContext, transaction?: Transaction): Promise<void> {
  await LoginEventModel.create(
    {
      id: newId(),
      userId: event.userId,
      email: event.email,
      action: event.action,
      success: event.success,
      ipAddress: context.ipAddress,
      userAgent: context.userAgent,
      metadata: event.metadata ?? {},
    },
    { transaction },
  );
}
