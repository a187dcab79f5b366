import { Client, Connection, isGrpcServiceError } from '@temporalio/client';
import { temporal } from '@temporalio/proto';

export interface TemporalOptions {
  address: string;
  namespace: string;
}

export async function connectTemporalClient({ address, namespace }: TemporalOptions): Promise<Client> {
  const connection = await Connection.connect({ address, connectTimeout: '5s' });
  return new Client({ connection, namespace });
}

export async function isTemporalReachable(client: Client): Promise<boolean> {
  try {
    await client.connection.withDeadline(Date.now() + 2_000, () => client.workflowService.getSystemInfo({}));
    return true;
  } catch {
    return false;
  }
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
    const commands = names.map((name) => `temporal operator search-attribute create --namespace ${namespace} --name ${name} --type Keyword`);
    logger.warn({ namespace, commands }, `cannot register Temporal search attributes (permission denied); an operator must run: ${commands.join(' && ')}`);
  }
}
