import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { Agent } from 'undici';
import { createBoundedFetch, ResponseTooLargeError } from '../../integrations/net/bounded-fetch';
import { authorizationEndpointProblem } from '../../domain/sso/provider-endpoints';

describe('the bounded fetch for customer-given addresses', () => {
  let server: http.Server;
  let origin: string;
  const dispatcher = new Agent();
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/inflating')
        return void res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync(Buffer.alloc(8 * 1024 * 1024)));
      if (req.url === '/small')
        return void res.writeHead(200, { 'content-encoding': 'gzip', 'content-type': 'application/json' }).end(gzipSync('{"ok":true}'));
      if (req.url === '/stalls') return void res.writeHead(200).write('{"partial":');
      res.writeHead(204).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await dispatcher.close();
  });

  const boundedFetch = createBoundedFetch(dispatcher, { maxBodyBytes: 64 * 1024, timeoutMs: 500 });

  it('counts the body after decompression and gives up once it passes the cap', async () => {
    await expect(boundedFetch(`${origin}/inflating`)).rejects.toBeInstanceOf(ResponseTooLargeError);
  });

  it('hands on a decoded body that fits, and a bodiless answer', async () => {
    const small = await boundedFetch(`${origin}/small`);
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    expect((await boundedFetch(`${origin}/empty`)).status).toBe(204);
  });

  it('ends a body that never finishes at the deadline', async () => {
    await expect(boundedFetch(`${origin}/stalls`)).rejects.toMatchObject({ name: 'TimeoutError' });
  });
});

describe('the authorization endpoint a discovery document names', () => {
  it('must use https, or http only where private networks are allowed', () => {
    expect(authorizationEndpointProblem('https://idp.example.com', 'http://idp.example.com/authorize', false)).toBe(
      'The authorization_endpoint must use https, not http',
    );
    expect(authorizationEndpointProblem('http://127.0.0.1:9000', 'http://127.0.0.1:9000/auth', true)).toBeNull();
    expect(authorizationEndpointProblem('https://idp.example.com', 'javascript:alert(1)', true)).toBe(
      'The authorization_endpoint must use https, not javascript',
    );
  });

  it('must be on the issuer’s registrable domain', () => {
    expect(authorizationEndpointProblem('https://acme.okta.com', 'https://login.okta.com/authorize', false)).toBeNull();
    expect(authorizationEndpointProblem('https://login.corp.co.uk/tenant', 'https://sso.corp.co.uk/authorize', false)).toBeNull();
    expect(authorizationEndpointProblem('https://acme.okta.com', 'https://okta.com.attacker.example/authorize', false)).toMatch(
      /is not on the issuer's domain okta\.com/,
    );
    expect(authorizationEndpointProblem('https://victim.github.io', 'https://attacker.github.io/authorize', false)).toMatch(
      /not on the issuer's domain victim\.github\.io/,
    );
    expect(authorizationEndpointProblem('http://127.0.0.1:9000', 'http://127.0.0.2:9000/auth', true)).toMatch(
      /not on the issuer's domain 127\.0\.0\.1/,
    );
    expect(authorizationEndpointProblem('https://idp.example.com', 'not a url', false)).toBe('The authorization_endpoint is not a URL');
  });
});
