import type { Client } from '@temporalio/client';
import { ensureSearchAttributes, type SetupLog } from '../platform/temporal';
import { VIGIL_SEARCH_ATTRIBUTES } from '../workflows/visibility';

/** Registers Vigil's custom search attributes in the namespace (both the API and the worker do, whichever starts first). */
export function ensureVigilSearchAttributes(temporal: Client, namespace: string, logger: SetupLog): Promise<void> {
  return ensureSearchAttributes(temporal, namespace, VIGIL_SEARCH_ATTRIBUTES, logger);
}
