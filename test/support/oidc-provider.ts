import { spawn } from 'node:child_process';
import path from 'node:path';

export interface OidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who signs in next: the e-mail (and whether the provider vouches for it) of its one account. */
  setAccount(account: { email: string; emailVerified?: boolean; name?: string; mfa?: boolean }): Promise<void>;
  stop(): Promise<void>;
}

/** Starts test/support/oidc-provider-server.mjs (a real oidc-provider) and resolves once it prints its issuer. */
export async function startOidcProvider(redirectUri: string): Promise<OidcProvider> {
  const clientId = 'vigil-test-client';
  const clientSecret = 'vigil-test-client-secret-of-good-length';
  const child = spawn(process.execPath, [path.join(__dirname, 'oidc-provider-server.mjs')], {
    env: { ...process.env, CLIENT_ID: clientId, CLIENT_SECRET: clientSecret, REDIRECT_URI: redirectUri },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const issuer = await new Promise<string>((resolve, reject) => {
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((text) => text.startsWith('{"issuer"'));
      if (line) resolve((JSON.parse(line) as { issuer: string }).issuer);
    });
    child.on('exit', (code) => reject(new Error(`the OIDC provider exited with ${code}:\n${output}`)));
  });
  return {
    issuer,
    clientId,
    clientSecret,
    async setAccount(account) {
      const res = await fetch(`${issuer}/test/account`, {
        method: 'POST',
        body: JSON.stringify({ emailVerified: true, mfa: false, ...account }),
      });
      if (res.status !== 204) throw new Error(`setting the provider's account failed: ${res.status}`);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
