import { Client, Connection } from '@temporalio/client';

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
