import type { Request } from 'express';
import { startCreditCheckout, startSubscriptionCheckout, verifyCheckout } from '../../domain/billing/checkout';
import { openBillingPortal } from '../../domain/billing/portal';
import { assertAllowedReturnUrls } from '../../domain/billing/return-urls';
import { getBillingSettings, updateBillingSettings } from '../../domain/billing/settings';
import { requireBilling } from '../../domain/billing/payments';
import { withPaymentProviderErrors } from '../../domain/billing/payment-errors';
import { getSubscription, updateSubscription } from '../../domain/billing/subscription';
import { subscriptionUsage } from '../../domain/billing/usage';
import { organizationAccess } from '../auth/access';
import type { ApiDependencies } from '../dependencies';
import { organizationParams } from '../http/common-schemas';
import { defineRoute } from '../http/route';
import {
  billingSettingsBody,
  billingSettingsSchema,
  checkoutBody,
  checkoutSessionSchema,
  creditCheckoutBody,
  portalQuery,
  portalSchema,
  subscriptionSchema,
  updateSubscriptionBody,
  usageSchema,
  verificationSchema,
  verifyBody,
} from './schemas';

const tags = ['Payments'];
const base = '/api/user/organizations/{organizationId}';
const manageBilling = organizationAccess(['subscription:write', 'organization:manage-billing']);
const readSubscription = organizationAccess(['subscription:read', 'organization:read']);

/** The client's `Idempotency-Key` header: a retried request carrying it never doubles a Stripe write. */
const clientKey = (req: Request) => req.get('idempotency-key') ?? null;

export function createBillingRoutes(dependencies: ApiDependencies) {
  const { billing, config } = dependencies;
  const allowReturnUrls = (urls: Record<string, string>, location?: 'query') =>
    assertAllowedReturnUrls(urls, config.redirectAllowedOrigins, location);
  const stripe = () => requireBilling(billing);
  return [
    defineRoute({
      method: 'post',
      path: `${base}/payments/checkout`,
      summary: 'Start a Stripe Checkout for a subscription: the tier per seat, slot packs as a second item',
      tags,
      access: manageBilling,
      request: { params: organizationParams, body: checkoutBody },
      response: { kind: 'json', data: checkoutSessionSchema },
      errors: [404, 409, 503],
      handler: ({ params, body, req, actor }) => {
        const { successUrl, cancelUrl, slotPacks = 0, ...plan } = body;
        allowReturnUrls({ successUrl, cancelUrl });
        const request = { successUrl, cancelUrl, clientKey: clientKey(req) };
        return withPaymentProviderErrors(() =>
          startSubscriptionCheckout(params.organizationId, { ...plan, slotPacks }, request, stripe(), actor),
        );
      },
    }),
    defineRoute({
      method: 'post',
      path: `${base}/payments/credits/checkout`,
      summary: 'Start a Stripe Checkout for a one-time credit pack',
      tags,
      access: manageBilling,
      request: { params: organizationParams, body: creditCheckoutBody },
      response: { kind: 'json', data: checkoutSessionSchema },
      errors: [404, 503],
      handler: ({ params, body, req, actor }) => {
        allowReturnUrls({ successUrl: body.successUrl, cancelUrl: body.cancelUrl });
        const request = { successUrl: body.successUrl, cancelUrl: body.cancelUrl, clientKey: clientKey(req) };
        return withPaymentProviderErrors(() => startCreditCheckout(params.organizationId, body.packId, request, stripe(), actor));
      },
    }),
    defineRoute({
      method: 'post',
      path: `${base}/payments/verify`,
      summary: 'Verify a Checkout session after the user returns from Stripe; links the Stripe customer',
      tags,
      access: organizationAccess(['subscription:write']),
      request: { params: organizationParams, body: verifyBody },
      response: { kind: 'json', data: verificationSchema },
      errors: [404, 503],
      handler: async ({ params, body, actor }) => {
        return withPaymentProviderErrors(() =>
          verifyCheckout(params.organizationId, body.sessionId, stripe(), dependencies.queueBillingEvent, actor),
        );
      },
    }),
    defineRoute({
      method: 'get',
      path: `${base}/payments/subscription`,
      summary: 'Get the subscription as last reconciled from Stripe',
      tags,
      access: readSubscription,
      request: { params: organizationParams },
      response: { kind: 'json', data: subscriptionSchema },
      errors: [404],
      handler: ({ params }) => getSubscription(params.organizationId),
    }),
    defineRoute({
      method: 'patch',
      path: `${base}/payments/subscription`,
      summary: 'Set tier, interval, seats and slot packs (prorated); caps follow when Stripe confirms',
      tags,
      access: manageBilling,
      request: { params: organizationParams, body: updateSubscriptionBody },
      response: { kind: 'json', data: subscriptionSchema },
      errors: [404, 503],
      handler: ({ params, body, req, actor }) =>
        withPaymentProviderErrors(() => updateSubscription(params.organizationId, body, clientKey(req), stripe(), actor)),
    }),
    defineRoute({
      method: 'get',
      path: `${base}/payments/subscription/usage`,
      summary: 'Seats and project slots in use: the floors of a subscription reduction',
      tags,
      access: readSubscription,
      request: { params: organizationParams },
      response: { kind: 'json', data: usageSchema },
      errors: [404],
      handler: ({ params }) => subscriptionUsage(params.organizationId),
    }),
    defineRoute({
      method: 'get',
      path: `${base}/payments/portal`,
      summary: 'Open a Stripe billing portal session (payment methods, invoices, cancellation)',
      tags,
      access: manageBilling,
      request: { params: organizationParams, query: portalQuery },
      response: { kind: 'json', data: portalSchema },
      errors: [404, 503],
      handler: ({ params, query, req, meta }) => {
        allowReturnUrls({ returnUrl: query.returnUrl }, 'query');
        return withPaymentProviderErrors(() =>
          openBillingPortal(params.organizationId, query.returnUrl, clientKey(req) ?? meta.requestId, stripe()),
        );
      },
    }),
    defineRoute({
      method: 'get',
      path: `${base}/settings/billing`,
      summary: 'Get the billing e-mail; effectiveEmail falls back to the owner’s',
      tags,
      access: organizationAccess(['organization:manage-billing'], ['owner']),
      request: { params: organizationParams },
      response: { kind: 'json', data: billingSettingsSchema },
      errors: [404],
      handler: ({ params }) => getBillingSettings(params.organizationId),
    }),
    defineRoute({
      method: 'put',
      path: `${base}/settings/billing`,
      summary: 'Set the billing e-mail (null: the owner’s address)',
      tags,
      access: organizationAccess(['organization:manage-billing'], ['owner']),
      request: { params: organizationParams, body: billingSettingsBody },
      response: { kind: 'json', data: billingSettingsSchema },
      errors: [404, 503],
      handler: ({ params, body, actor }) =>
        withPaymentProviderErrors(() => updateBillingSettings(params.organizationId, body.billingEmail, billing, actor)),
    }),
  ];
}
