import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Connection } from '@temporalio/client';
import { sleep, stopChild } from './processes';
import { freePort, waitForFrontend } from './temporal-dev-server';
import { isExecutable, onPath } from './executables';
import { ensureTemporalCli, TOOLS_DIR } from './temporal-cli';

/**
 * The Temporal server as docker-compose runs it (temporalio/auto-setup:1.29.1): the real server on
 * PostgreSQL, not the CLI's dev server. Built from the Go module proxy into .tools/ on first use.
 */
export const SERVER_VERSION = 'v1.29.1';
const BIN_DIR = path.join(TOOLS_DIR, `temporal-server-${SERVER_VERSION}`, 'bin');
/** `go install` names the binaries after their packages: cmd/server and cmd/tools/sql (the image's temporal-server and temporal-sql-tool). */
const SERVER_BINARY = path.join(BIN_DIR, 'server');
const SQL_TOOL_BINARY = path.join(BIN_DIR, 'sql');
const SQL_PLUGIN = 'postgres12';
/** Its two databases, named as docker-compose.yml names them, with the schemas its SQL tool embeds. */
const DATABASES = [
  { name: 'temporal', schema: 'postgresql/v12/temporal' },
  { name: 'temporal_visibility', schema: 'postgresql/v12/visibility' },
];

export interface PostgresAccess {
  host: string;
  port: number;
  user: string;
  password: string;
}

export interface RunningTemporalServer {
  address: string;
  stop: () => Promise<void>;
}

/** Builds the server and its SQL tool unless .tools/ has them; slow the first time (minutes), so niced and one package at a time. */
export function ensureTemporalServer(log: (message: string) => void): void {
  if (isExecutable(SERVER_BINARY) && isExecutable(SQL_TOOL_BINARY)) return;
  const go = onPath('go') ?? ['/usr/local/go/bin/go'].find(isExecutable);
  if (!go) throw new Error('building the Temporal server needs Go (go on PATH or /usr/local/go/bin/go)');
  fs.mkdirSync(BIN_DIR, { recursive: true });
  const packages = ['cmd/server', 'cmd/tools/sql'].map((pkg) => `go.temporal.io/server/${pkg}@${SERVER_VERSION}`);
  log(`building the Temporal server ${SERVER_VERSION} with go install (several minutes the first time)…`);
  execFileSync('nice', ['-n', '15', go, 'install', ...packages], {
    stdio: 'inherit',
    env: { ...process.env, GOBIN: BIN_DIR, GOFLAGS: '-p=1 -buildvcs=false' },
  });
}

/** Creates the server's two databases and brings their schemas to the version this server expects, as auto-setup does. */
export function createTemporalSchema(postgres: PostgresAccess): void {
  for (const { name, schema } of DATABASES) {
    const sqlTool = (...args: string[]) =>
      execFileSync(
        SQL_TOOL_BINARY,
        [
          '--plugin',
          SQL_PLUGIN,
          '--ep',
          postgres.host,
          '--port',
          String(postgres.port),
          '--user',
          postgres.user,
          '--password',
          postgres.password,
          '--db',
          name,
          ...args,
        ],
        {
          stdio: 'pipe',
        },
      );
    sqlTool('create-database');
    sqlTool('setup-schema', '--version', '0.0');
    sqlTool('update-schema', '--schema-name', schema);
  }
}

/** Starts the server on free ports with a config written into `workDir`, registers the `default` namespace, and resolves once it serves it. */
export async function startTemporalServer(
  postgres: PostgresAccess,
  workDir: string,
  onLog: (text: string) => void,
): Promise<RunningTemporalServer> {
  const ports = {
    frontend: await freePort(),
    frontendMembership: await freeMembershipPort(),
    history: await freePort(),
    historyMembership: await freeMembershipPort(),
    matching: await freePort(),
    matchingMembership: await freeMembershipPort(),
    worker: await freePort(),
    workerMembership: await freeMembershipPort(),
  };
  const configDir = path.join(workDir, 'config');
  fs.mkdirSync(configDir, { recursive: true });
  const dynamicConfig = path.join(configDir, 'dynamic.yaml');
  // The dev server refreshes search attributes on every read too: a workflow may use one right after it was registered.
  fs.writeFileSync(dynamicConfig, 'system.forceSearchAttributesCacheRefreshOnRead:\n  - value: true\n');
  fs.writeFileSync(path.join(configDir, 'development.yaml'), serverConfig(postgres, ports, dynamicConfig));
  const child = spawn(SERVER_BINARY, ['--root', workDir, '--config', 'config', '--env', 'development', '--allow-no-auth', 'start'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => onLog(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => onLog(chunk.toString()));
  const address = `127.0.0.1:${ports.frontend}`;
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the Temporal server exited with code ${code}`))),
  );
  try {
    await Promise.race([waitForFrontend(address, 120_000).then(() => registerDefaultNamespace(address)), exited]);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { address, stop: () => stopChild(child, { graceMs: 15_000 }) };
}

/** The server stores membership ports as a PostgreSQL smallint, below the kernel's ephemeral range that freePort draws from. */
async function freeMembershipPort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

/** The server starts without any namespace: `default` is registered with the Temporal CLI, as auto-setup does. */
async function registerDefaultNamespace(address: string, timeoutMs = 60_000): Promise<void> {
  execFileSync(
    ensureTemporalCli(),
    ['operator', 'namespace', 'create', '--namespace', 'default', '--retention', '24h', '--address', address],
    { stdio: 'pipe' },
  );
  // Served once the frontend's namespace cache has been refreshed (every 2 s by default).
  const connection = await Connection.connect({ address });
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      try {
        await connection.workflowService.countWorkflowExecutions({ namespace: 'default' });
        return;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await sleep(500);
      }
    }
  } finally {
    await connection.close();
  }
}

function serverConfig(postgres: PostgresAccess, ports: Record<string, number>, dynamicConfig: string): string {
  const datastore = (database: string, maxConns: number) => `
      sql:
        pluginName: ${SQL_PLUGIN}
        databaseName: ${database}
        connectAddr: "${postgres.host}:${postgres.port}"
        connectProtocol: tcp
        user: ${postgres.user}
        password: ${postgres.password}
        maxConns: ${maxConns}
        maxIdleConns: ${maxConns}
        maxConnLifetime: 1h`;
  const service = (grpc: number, membership: number) => `
    rpc:
      grpcPort: ${grpc}
      membershipPort: ${membership}
      bindOnLocalHost: true`;
  return `log:
  stdout: true
  level: warn
persistence:
  defaultStore: default
  visibilityStore: visibility
  numHistoryShards: 4
  datastores:
    default:${datastore('temporal', 20)}
    visibility:${datastore('temporal_visibility', 4)}
global:
  membership:
    maxJoinDuration: 30s
    broadcastAddress: 127.0.0.1
services:
  frontend:${service(ports.frontend!, ports.frontendMembership!)}
  history:${service(ports.history!, ports.historyMembership!)}
  matching:${service(ports.matching!, ports.matchingMembership!)}
  worker:${service(ports.worker!, ports.workerMembership!)}
clusterMetadata:
  enableGlobalNamespace: false
  failoverVersionIncrement: 10
  masterClusterName: active
  currentClusterName: active
  clusterInformation:
    active:
      enabled: true
      initialFailoverVersion: 1
      rpcName: frontend
      rpcAddress: 127.0.0.1:${ports.frontend}
dcRedirectionPolicy:
  policy: noop
dynamicConfigClient:
  filepath: ${dynamicConfig}
  pollInterval: 10s
`;
}
