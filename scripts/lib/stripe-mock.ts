import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { isExecutable, onPath } from './executables';
import { sleep, stopChild } from './processes';
import { freePort } from './temporal-dev-server';

const PROJECT_ROOT = path.resolve(__dirname, '../..');
const LOCAL_BINARY = path.join(PROJECT_ROOT, '.tools', 'bin', 'stripe-mock');
/** Stripe's own mock server: answers every API route and validates requests against Stripe's OpenAPI. */
const GO_MODULE = 'github.com/stripe/stripe-mock@v0.203.0';

/** Finds stripe-mock ($STRIPE_MOCK, PATH, .tools/bin), otherwise builds it into .tools/bin with `go install`. */
export function ensureStripeMock(log: (message: string) => void = () => undefined): string {
  const found = [process.env.STRIPE_MOCK, onPath('stripe-mock'), LOCAL_BINARY].find((candidate) => candidate && isExecutable(candidate));
  if (found) return found;
  log(`installing stripe-mock (go install ${GO_MODULE})…`);
  fs.mkdirSync(path.dirname(LOCAL_BINARY), { recursive: true });
  execFileSync('go', ['install', GO_MODULE], { stdio: 'pipe', env: { ...process.env, GOBIN: path.dirname(LOCAL_BINARY) } });
  if (!isExecutable(LOCAL_BINARY)) throw new Error('go install did not produce stripe-mock');
  return LOCAL_BINARY;
}

export interface RunningStripeMock {
  url: string;
  stop: () => Promise<void>;
}

/** Starts stripe-mock over plain HTTP on 127.0.0.1 and resolves once it answers. */
export async function startStripeMock(binary: string): Promise<RunningStripeMock> {
  const [port, httpsPort] = [await freePort(), await freePort()];
  // Without its own HTTPS address stripe-mock also binds :12112, and a second instance dies on it.
  const child = spawn(binary, ['-http-addr', `127.0.0.1:${port}`, '-https-addr', `127.0.0.1:${httpsPort}`], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      await fetch(`${url}/v1/customers`, { headers: { authorization: 'Bearer sk_test_123' } });
      break;
    } catch (error) {
      if (Date.now() > deadline || child.exitCode !== null) throw error;
      await sleep(100);
    }
  }
  return { url, stop: () => stopChild(child, { graceMs: 2_000 }) };
}
