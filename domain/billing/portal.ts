import { OrganizationBillingModel } from '../../models/billing';
import { NotFoundError } from '../shared/errors';
import { idempotencyKey } from './idempotency';
import type { Billing } from './payments';

/** A Stripe billing portal session (payment methods, invoices, cancellation) for the organization's customer. */
export async function openBillingPortal(
  organizationId: string,
  returnUrl: string,
  clientKey: string | null,
  billing: Billing,
): Promise<{ url: string }> {
  const organization = await OrganizationBillingModel.findByPk(organizationId, { attributes: ['stripeCustomerId'], raw: true });
  if (!organization?.stripeCustomerId) throw new NotFoundError('Billing account');
  const session = await billing.payments.createPortalSession(
    organization.stripeCustomerId,
    returnUrl,
    idempotencyKey('portal', organizationId, returnUrl, clientKey),
  );
  return { url: session.url };
}
