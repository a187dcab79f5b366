import { execFile } from 'node:child_process';
import type http from 'node:http';
import path from 'node:path';
import { SCOPES } from '../../domain/access/scopes';
import { listen } from '../../api/server';
import { ensureSchemathesis } from '../../scripts/lib/schemathesis';
import { startHarness, type Harness } from '../support/harness';
import { addMember, createApiKey, createTeam } from '../support/organizations';
import { signUpUser } from '../support/users';

/**
 * Schemathesis against a running Vigil: every documented operation, all checks, authenticated with a
 * verified user's full-scope API key and real organization and member ids. Routes added later are
 * fuzzed without touching this file. `npm test` runs it bounded; `npm run fuzz` raises the bound
 * (FUZZ_MAX_EXAMPLES).
 */

const CONFIG = path.join(__dirname, 'schemathesis.toml');
const MAX_EXAMPLES = process.env.FUZZ_MAX_EXAMPLES ?? '5';
const RUN_TIMEOUT_MS = 15 * 60_000;

describe('Schemathesis over the OpenAPI document', () => {
  let harness: Harness;
  let server: http.Server;
  let binary: string;
  beforeAll(async () => {
    binary = ensureSchemathesis((message) => process.stderr.write(`[fuzz] ${message}\n`));
    harness = await startHarness({ env: { RATE_LIMITS_ENABLED: 'false' } });
    server = await listen(harness.app, 0);
  }, 10 * 60_000);
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await harness?.stop();
  });

  it('finds no failure in any check', async () => {
    const owner = await signUpUser(harness, 'fuzzer');
    const team = await createTeam(owner);
    const member = await addMember(harness, owner, team.id, 'member');
    const apiKey = await createApiKey(owner, [...SCOPES]);
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

    const { code, output } = await run(binary, ['--config-file', CONFIG, 'run', `${base}/api/openapi.json`, '--url', base, '--max-examples', MAX_EXAMPLES, '--no-color'], {
      VIGIL_FUZZ_API_KEY: apiKey,
      VIGIL_FUZZ_ORGANIZATION_ID: team.id,
      VIGIL_FUZZ_MEMBER_ID: member.membershipId,
    });
    if (code !== 0) process.stderr.write(output);
    expect({ code, summary: output.split('\n').slice(-40).join('\n') }).toMatchObject({ code: 0 });
  }, RUN_TIMEOUT_MS);
});

function run(binary: string, args: string[], env: Record<string, string>): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(binary, args, { env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024, timeout: RUN_TIMEOUT_MS }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, output: `${stdout}${stderr}` });
    });
  });
}
