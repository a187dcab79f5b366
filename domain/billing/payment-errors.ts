import { ServiceUnavailableError } from '../shared/errors';

/** The payment provider failed the call (down, slow, or refusing our configuration); `type` is its own kind of error. */
export class PaymentProviderError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly statusCode: number | undefined,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/** The payment provider being down, slow or refusing our configuration is not the client's fault: 503, never 500. */
export async function withPaymentProviderErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PaymentProviderError)
      throw new ServiceUnavailableError(`The payment provider could not complete the request (${error.type}); try again shortly`);
    throw error;
  }
}
