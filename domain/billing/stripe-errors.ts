import Stripe from 'stripe';
import { ServiceUnavailableError } from '../shared/errors';

/** Stripe being down, slow or refusing our configuration is not the client's fault: 503, never 500. */
export async function withStripeErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError)
      throw new ServiceUnavailableError(`The payment provider could not complete the request (${error.type}); try again shortly`);
    throw error;
  }
}
