import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent } from 'undici';
import { fetchPage } from '../../integrations/http/fetch-page';
import { scrubbed } from '../../domain/monitoring/sign-in/access';
import {
  referencedSecrets,
  sourceHeadersSchema,
  sourceStepsSchema,
  substituteSecrets,
  type SourceStep,
} from '../../domain/monitoring/sign-in/settings';

const issues = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('a source’s sign-in settings', () => {
  it('accepts the steps of a sign-in form and refuses what a step may not do', () => {
    const signIn = [
      { action: 'goto', url: 'https://portal.example.com/sign-in' },
      { action: 'fill', selector: '#password', value: '{{secret:PORTAL_PASSWORD}}' },
      { action: 'press', selector: '#password', key: 'Enter' },
      { action: 'waitFor', networkIdle: true },
      { action: 'check', selector: '#sign-out' },
    ];
    expect(sourceStepsSchema.safeParse(signIn).success).toBe(true);
    expect(issues(sourceStepsSchema.safeParse([{ action: 'goto', url: 'file:///etc/passwd' }]))).toEqual([
      '0.url: must be an http or https URL',
    ]);
    expect(issues(sourceStepsSchema.safeParse([{ action: 'goto', url: 'https://x.example/?t={{secret:T}}' }]))).toEqual([
      '0.url: must not hold a secret reference (addresses end up in logs and errors)',
    ]);
    expect(issues(sourceStepsSchema.safeParse([{ action: 'fill', selector: '#p', value: '{{secret:bad-name}}' }]))).toEqual([
      '0.value: holds a malformed secret reference; write {{secret:NAME}}',
    ]);
    expect(issues(sourceStepsSchema.safeParse([{ action: 'waitFor', selector: 'main', networkIdle: true }]))).toEqual([
      '0: must name either a selector or networkIdle: true',
    ]);
    expect(issues(sourceStepsSchema.safeParse([{ action: 'evaluate', script: 'fetch("/")' }]))).toHaveLength(1);
    expect(issues(sourceStepsSchema.safeParse([{ action: 'click', selector: 'a', script: 'x' }]))).toHaveLength(1);
  });

  it('accepts header values with references and refuses headers Vigil sets itself or that break a line', () => {
    expect(sourceHeadersSchema.safeParse({ Authorization: 'Bearer {{secret:TOKEN}}', Cookie: 'a=b' }).success).toBe(true);
    expect(issues(sourceHeadersSchema.safeParse({ Host: 'intranet.local' }))).toEqual(['Host: is set by Vigil itself']);
    expect(issues(sourceHeadersSchema.safeParse({ 'X-A': 'a\r\nX-B: b' }))).toEqual(['X-A: must be one line']);
    expect(issues(sourceHeadersSchema.safeParse({ 'x-a': '1', 'X-A': '2' }))).toEqual([': must not name the same header twice']);
  });

  it('names the secrets used, fills them in, and scrubs their values from what leaves the check', () => {
    const steps: SourceStep[] = [
      { action: 'fill', selector: '#u', value: '{{secret:USER}}' },
      { action: 'fill', selector: '#p', value: 'x{{secret:PASS}}y' },
    ];
    expect(referencedSecrets({ Authorization: 'Bearer {{secret:TOKEN}}' }, steps)).toEqual(['TOKEN', 'USER', 'PASS']);
    const values = new Map([['PASS', 'hunter2']]);
    expect(substituteSecrets('x{{secret:PASS}}y', values)).toBe('xhunter2y');
    expect(scrubbed('Rejected hunter2 twice: hunter2', ['hunter2'])).toBe('Rejected [secret] twice: [secret]');
  });
});

describe('a static source’s sign-in headers', () => {
  const seen: Array<{ server: string; authorization: string | undefined }> = [];
  let own: http.Server;
  let other: http.Server;
  const dispatcher = new Agent();
  const limits = { timeoutMs: 2_000, maxBodyBytes: 64 * 1024, maxRedirects: 3, userAgent: 'Vigil test' };
  const listen = async (server: http.Server) => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };

  beforeAll(async () => {
    other = http.createServer((request, response) => {
      seen.push({ server: 'other', authorization: request.headers.authorization });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('elsewhere');
    });
    const otherOrigin = await listen(other);
    own = http.createServer((request, response) => {
      seen.push({ server: 'own', authorization: request.headers.authorization });
      if (request.url === '/away') return void response.writeHead(302, { location: `${otherOrigin}/landing` }).end();
      response.writeHead(200, { 'content-type': 'text/plain' }).end('here');
    });
  });
  afterAll(async () => {
    await dispatcher.close();
    await Promise.all([own, other].map((server) => new Promise((resolve) => server.close(resolve))));
  });

  it('sends them to the source’s own origin and never along a redirect to another', async () => {
    const ownOrigin = await listen(own);
    const headers = { Authorization: 'Bearer t0ken' };
    expect((await fetchPage(`${ownOrigin}/page`, { etag: null, lastModified: null }, dispatcher, limits, headers)).kind).toBe('ok');
    expect((await fetchPage(`${ownOrigin}/away`, { etag: null, lastModified: null }, dispatcher, limits, headers)).kind).toBe('ok');
    expect(seen).toEqual([
      { server: 'own', authorization: 'Bearer t0ken' },
      { server: 'own', authorization: 'Bearer t0ken' },
      { server: 'other', authorization: undefined },
    ]);
  });
});
