import request from 'supertest';
import { linkIn, type SmtpCapture } from './smtp-capture';
import { TEST_PASSWORD, uniqueEmail } from './users';

/**
 * A verified user of API processes reached over HTTP. The session cookie is carried by hand, so any
 * API process on the same database (a second one, or one started after a crash) accepts it.
 */
export interface RemoteUser {
  email: string;
  cookie: string;
}

export type Method = 'get' | 'post' | 'put' | 'delete';

/** A request to the API at `apiUrl` carrying the user's session. */
export function callAs(apiUrl: string, user: RemoteUser, method: Method, path: string, body?: object) {
  const pending = request(apiUrl)[method](path).set('Cookie', user.cookie);
  return body ? pending.send(body) : pending;
}

/** Awaits the response and fails with its body unless it has `status`. */
export async function expectStatus(response: PromiseLike<request.Response>, status: number): Promise<request.Response> {
  const res = await response;
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
  return res;
}

/** Signs up through the API and proves the address with the mailed link (which renews the session). */
export async function signUpRemoteUser(apiUrl: string, smtp: SmtpCapture, label: string): Promise<RemoteUser> {
  const email = uniqueEmail(label);
  const signedUp = await expectStatus(
    request(apiUrl)
      .post('/api/auth/sign-up/email')
      .send({ email, password: TEST_PASSWORD, fullName: `${label} Tester` }),
    201,
  );
  const token = linkIn(await smtp.nextMailTo(email, /Confirm your e-mail/), '/verify-email').searchParams.get('token');
  const verified = await expectStatus(
    callAs(apiUrl, { email, cookie: sessionCookie(signedUp) }, 'post', '/api/auth/verify-email', { token }),
    200,
  );
  return { email, cookie: sessionCookie(verified) || sessionCookie(signedUp) };
}

function sessionCookie(res: request.Response): string {
  const cookies = (res.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
  return cookies.map((cookie) => cookie.split(';')[0]!).find((pair) => pair.startsWith('vigil_session=')) ?? '';
}
