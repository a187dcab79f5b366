import type { Dispatcher } from 'undici';
import { createSourceChecker } from '../../domain/monitoring/checker';
import type { SourceChecker, SourceCheckerOptions } from '../../domain/monitoring/source-check';
import { createOutboundAgent } from '../net/outbound';
import { createPageFetcher } from './fetch-page';

/**
 * The source checker over HTTP: every connection checked against the private-network rule; a test standing
 * in for a public site may pass its own dispatcher instead.
 */
export function createHttpSourceChecker(options: SourceCheckerOptions, dispatcher: Dispatcher = guardedAgentFor(options)): SourceChecker {
  return createSourceChecker(options, createPageFetcher(dispatcher));
}

function guardedAgentFor(options: SourceCheckerOptions): Dispatcher {
  return createOutboundAgent({
    allowPrivateNetworks: options.allowPrivateNetworks,
    connectTimeoutMs: options.timeoutMs,
    connectionsPerOrigin: options.perHostConcurrency,
  });
}
