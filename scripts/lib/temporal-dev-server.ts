import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { Connection } from '@temporalio/client';
import { VIGIL_SEARCH_ATTRIBUTES } from '../../workflows/visibility';
import { sleep, stopChild } from './processes';

export interface DevServerOptions {
  binary: string;
  port: number;
  /** Web UI port, or null for a headless server (tests). */
  uiPort: number | null;
  /** SQLite file for persistence, or null for an in-memory server. */
  dbFile: string | null;
  onLog?: (line: string) => void;
}

export interface RunningDevServer {
  address: string;
  process: ChildProcess;
  /** SIGTERM, then SIGKILL after the grace period (10 s unless given). */
  stop: (graceMs?: number) => Promise<void>;
}

/** Starts `temporal server start-dev`, with Vigil's search attributes registered, and resolves once its frontend answers. */
export async function startTemporalDevServer({
  binary,
  port,
  uiPort,
  dbFile,
  onLog = () => undefined,
}: DevServerOptions): Promise<RunningDevServer> {
  const args = ['server', 'start-dev', '--ip', '127.0.0.1', '--port', String(port), '--log-level', 'warn'];
  if (uiPort === null) args.push('--headless');
  else args.push('--ui-port', String(uiPort));
  if (dbFile) args.push('--db-filename', dbFile);
  for (const name of VIGIL_SEARCH_ATTRIBUTES) args.push('--search-attribute', `${name}=Keyword`);
  const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => onLog(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => onLog(chunk.toString()));
  const address = `127.0.0.1:${port}`;
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`temporal dev server exited with code ${code}`))),
  );
  try {
    await Promise.race([waitForFrontend(address), exited]);
  } catch (error) {
    child.kill('SIGKILL'); // a server that never answered must not keep its ports from the next attempt
    throw error;
  }
  return { address, process: child, stop: (graceMs) => stopChild(child, { graceMs }) };
}

export async function waitForFrontend(address: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const connection = await Connection.connect({ address, connectTimeout: '1s' });
      await connection.workflowService.getSystemInfo({});
      await connection.close();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(250);
    }
  }
}

/** A TCP port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
