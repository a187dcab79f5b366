import {
  Client,
  Connection,
  ServiceError,
  defaultGrpcRetryOptions,
  isGrpcServiceError,
  makeGrpcRetryInterceptor,
} from '@temporalio/client';
import { temporal } from '@temporalio/proto';

/** The API's calls give up after about 2 s of UNAVAILABLE answers (see `callAttempts`). */
export const API_TEMPORAL_CALL_ATTEMPTS = 5;

export interface TemporalOptions {
  address: string;
  namespace: string;
  /**
   * Attempts of one call while the frontend answers UNAVAILABLE (backoff from 100 ms, ×1.7): 5 gives up
   * after about 2 s, so a request that must start a workflow answers 503 quickly while Temporal is down.
   * The SDK's default, 10, keeps a call retrying for about 20 s; the worker keeps it.
   */
  callAttempts?: number;
}

/** grpc-js backs off up to 2 minutes between reconnection attempts; a frontend back from a restart is found within this instead. */
const MAX_RECONNECT_BACKOFF_MS = 5_000;

/**
 * A client over one gRPC channel, which reconnects by itself after the frontend went away (backing off
 * from 1 s up to MAX_RECONNECT_BACKOFF_MS); the SDK's keep-alive pings (every 30 s, 15 s to answer)
 * find a frontend that vanished without closing the connection.
 */
export async function connectTemporalClient({ address, namespace, callAttempts }: TemporalOptions): Promise<Client> {
  const interceptors =
    callAttempts === undefined ? undefined : [makeGrpcRetryInterceptor(defaultGrpcRetryOptions({ maxAttempts: callAttempts }))];
  const connection = await Connection.connect({
    address,
    connectTimeout: '5s',
    interceptors,
    channelArgs: { 'grpc.max_reconnect_backoff_ms': MAX_RECONNECT_BACKOFF_MS },
  });
  return new Client({ connection, namespace });
}

/** One call to the frontend, at most 2 s; rejects with the reason when Temporal does not answer. */
export function probeTemporal(client: Client): Promise<unknown> {
  return client.connection.withDeadline(Date.now() + 2_000, () => client.workflowService.getSystemInfo({}));
}

export async function isTemporalReachable(client: Client): Promise<boolean> {
  try {
    await probeTemporal(client);
    return true;
  } catch {
    return false;
  }
}

/** gRPC statuses of a frontend that is down, restarting, overloaded or too slow to answer. */
const UNAVAILABLE_STATUSES = new Set<number>([
  14, // UNAVAILABLE
  4, // DEADLINE_EXCEEDED
  8, // RESOURCE_EXHAUSTED
]);

/**
 * Whether an error says Temporal is unavailable rather than that the call was wrong: a gRPC error with
 * one of those statuses (raw, or wrapped by the SDK's `ServiceError`), or a `ServiceError` that wraps no
 * gRPC answer at all (the connection itself failed).
 */
export function isTemporalUnavailableError(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    if (isGrpcServiceError(current)) return UNAVAILABLE_STATUSES.has(current.code);
    if (current instanceof ServiceError && !(current.cause instanceof Error)) return true;
  }
  return false;
}

const PERMISSION_DENIED = 7;

/** The two log calls the registration makes; a pino logger fits. */
export interface SetupLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

/**
 * Registers Vigil's custom search attributes (all keywords) in the namespace, adding only those missing,
 * so every API and worker start may call it. Credentials without the operator right get one log line
 * with the CLI command an operator can run instead; starting workflows then fails until it is run.
 */
export async function ensureSearchAttributes(client: Client, namespace: string, names: readonly string[], logger: SetupLog): Promise<void> {
  const operator = client.connection.operatorService;
  try {
    const { customAttributes } = await operator.listSearchAttributes({ namespace });
    const missing = names.filter((name) => !customAttributes || !(name in customAttributes));
    if (missing.length === 0) return;
    const keyword = temporal.api.enums.v1.IndexedValueType.INDEXED_VALUE_TYPE_KEYWORD;
    await operator.addSearchAttributes({ namespace, searchAttributes: Object.fromEntries(missing.map((name) => [name, keyword])) });
    logger.info({ namespace, added: missing }, 'Temporal search attributes registered');
  } catch (error) {
    if (!isGrpcServiceError(error) || error.code !== PERMISSION_DENIED) throw error;
    const commands = names.map(
      (name) => `temporal operator search-attribute create --namespace ${namespace} --name ${name} --type Keyword`,
    );
    logger.warn(
      { namespace, commands },
      `cannot register Temporal search attributes (permission denied); an operator must run: ${commands.join(' && ')}`,
    );
  }
}
