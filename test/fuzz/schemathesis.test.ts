import { execFile } from 'node:child_process';
import type http from 'node:http';
import path from 'node:path';
import { listen } from '../../api/server';
import { ensureSchemathesis } from '../../scripts/lib/schemathesis';
import { startBillingHarness, type BillingHarness } from '../billing/billing-harness';
import { startDnsServer, type DnsServer } from '../support/dns-server';
import { buildFuzzWorld, type FuzzWorld } from './fuzz-world';

/**
 * Schemathesis against a running Vigil: every documented operation, all checks, authenticated with a
 * verified owner's full-scope API key, every path parameter naming a real resource of that owner's
 * organization (fuzz-world.ts), Stripe played by the test peer. Routes added later are fuzzed without
 * touching this file. `npm test` runs it bounded; `npm run fuzz` raises the bound (FUZZ_MAX_EXAMPLES).
 */

const CONFIG = path.join(__dirname, 'schemathesis.toml');
const MAX_EXAMPLES = process.env.FUZZ_MAX_EXAMPLES ?? '3';
const RUN_TIMEOUT_MS = 15 * 60_000;

describe('Schemathesis over the OpenAPI document', () => {
  let dns: DnsServer;
  let b: BillingHarness;
  let server: http.Server;
  let binary: string;
  let world: FuzzWorld;
  beforeAll(async () => {
    binary = ensureSchemathesis((message) => process.stderr.write(`[fuzz] ${message}\n`));
    dns = await startDnsServer();
    b = await startBillingHarness({ RATE_LIMITS_ENABLED: 'false', DNS_SERVERS: dns.address });
    server = await listen(b.harness.app, 0);
    world = await buildFuzzWorld(b, dns);
  }, 10 * 60_000);
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await b?.stop();
    await dns?.stop();
  });

  it(
    'finds no failure in any check',
    async () => {
      const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
      const { code, output } = await run(
        binary,
        ['--config-file', CONFIG, 'run', `${base}/api/openapi.json`, '--url', base, '--max-examples', MAX_EXAMPLES, '--no-color'],
        world,
      );
      if (code !== 0) process.stderr.write(output);
      expect({ code, summary: output.split('\n').slice(-40).join('\n') }).toMatchObject({ code: 0 });
    },
    RUN_TIMEOUT_MS,
  );
});

function run(binary: string, args: string[], env: Record<string, string>): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      binary,
      args,
      { env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024, timeout: RUN_TIMEOUT_MS },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, output: `${stdout}${stderr}` });
      },
    );
  });
}
