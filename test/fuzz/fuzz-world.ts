import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { SCOPES } from '../../domain/access/scopes';
import { subscribe, type BillingHarness } from '../billing/billing-harness';
import type { DnsServer } from '../support/dns-server';
import { createApiKey } from '../support/api-keys';
import { addMember, createTeam, invitationTokenMailedTo } from '../support/organizations';
import { authorizeAndExchange, registerApp } from '../support/oauth';
import { createProject } from '../support/projects';
import { awaitRun } from '../support/runs';
import { linkIn } from '../support/smtp-capture';
import { signUpUser, TEST_PASSWORD, uniqueEmail, type SignedUpUser } from '../support/users';

/**
 * The organization Schemathesis works in, with one real resource behind every path parameter of the
 * document, so each operation reaches its logic instead of a 404. Handed to Schemathesis as environment
 * variables that test/fuzz/schemathesis.toml names.
 */
export type FuzzWorld = Record<`VIGIL_FUZZ_${string}`, string>;

/**
 * Room for everything the fuzzer creates: an enterprise plan bought through the Stripe test peer, with
 * seats and slot packs well past what a run adds, so a schema-valid creation is never a 402.
 */
const ROOMY_PLAN = { tierId: 'enterprise', interval: 'monthly', seatCount: 5_000, slotPacks: 500 };

export async function buildFuzzWorld(b: BillingHarness, dns: DnsServer): Promise<FuzzWorld> {
  const { harness } = b;
  const owner = await signUpUser(harness, 'fuzzer');
  const team = await createTeam(owner);
  const base = `/api/user/organizations/${team.id}`;
  await subscribe(b, owner.agent, team.id, ROOMY_PLAN);

  const member = await addMember(harness, owner, team.id, 'member');
  const ownMembership = await expectStatus(owner.agent.get(`${base}/my-membership`), 200);
  const invitee = uniqueEmail('invitee');
  await expectStatus(owner.agent.post(`${base}/invites`).send({ emails: [invitee], role: 'member' }), 200);
  const invitations = await expectStatus(owner.agent.get(`${base}/invites`), 200);
  const domain = await verifiedDomain(owner, base, dns);
  await expectStatus(owner.agent.put(`${base}/domains/${domain.id}/auto-join`).send({ mode: 'approval', role: 'member' }), 200);
  const joinRequestId = await fileJoinRequest(b, owner, base, domain.domain);
  await expectStatus(
    owner.agent
      .put(`${base}/settings/sso`)
      .send({ provider: 'oidc', issuerUrl: 'https://idp.fuzz.example', clientId: 'fuzz-client', clientSecret: 'fuzz-client-secret' }),
    200,
  );

  const project = await createProject(owner, team.id, { name: 'Fuzzed project' });
  const referencedProject = await createProject(owner, team.id, { name: 'Project named in bodies' });
  const run = await expectStatus(owner.agent.post(`${base}/projects/${project.id}/runs`), 202);
  await awaitRun(harness, run.id);
  const webhook = await expectStatus(
    owner.agent.post(`${base}/webhooks`).send({ url: 'https://hooks.example.com/fuzz', events: ['run.failed'] }),
    201,
  );
  // An application of the organization that the owner authorized: both `appId` collections name it.
  const oauthApp = await registerApp(owner, team.id, { name: 'Fuzzed application' });
  if ((await authorizeAndExchange(harness.app, owner, harness.config.baseUrl, oauthApp, 'user:read')).status !== 200)
    throw new Error('fuzz fixture: authorization failed');
  const otherKey = await createApiKey(owner, { name: 'key the fuzzer may change', scopes: ['user:read'] });

  return {
    VIGIL_FUZZ_API_KEY: (await createApiKey(owner, { scopes: [...SCOPES] })).key,
    VIGIL_FUZZ_ORGANIZATION_ID: team.id,
    VIGIL_FUZZ_ORGANIZATION_SLUG: team.slug,
    VIGIL_FUZZ_MEMBER_ID: member.membershipId,
    VIGIL_FUZZ_OWNER_MEMBERSHIP_ID: ownMembership.id,
    VIGIL_FUZZ_INVITATION_ID: invitations[0].id,
    VIGIL_FUZZ_INVITATION_TOKEN: await invitationTokenMailedTo(harness, invitee),
    VIGIL_FUZZ_JOIN_REQUEST_ID: joinRequestId,
    VIGIL_FUZZ_DOMAIN_ID: domain.id,
    VIGIL_FUZZ_PROJECT_ID: project.id,
    VIGIL_FUZZ_REFERENCED_PROJECT_ID: referencedProject.id,
    VIGIL_FUZZ_RUN_ID: run.id,
    VIGIL_FUZZ_WEBHOOK_ID: webhook.id,
    VIGIL_FUZZ_API_KEY_ID: otherKey.id,
    VIGIL_FUZZ_OAUTH_APP_ID: oauthApp.id,
  };
}

async function verifiedDomain(owner: SignedUpUser, base: string, dns: DnsServer): Promise<{ id: string; domain: string }> {
  const domain = await expectStatus(owner.agent.post(`${base}/domains`).send({ domain: `fuzz-${randomUUID().slice(0, 8)}.com` }), 201);
  dns.setTxt(domain.dnsRecordName, domain.dnsRecordValue);
  await expectStatus(owner.agent.post(`${base}/domains/${domain.id}/verify`), 200);
  return domain;
}

/** A user who proves an address on the organization's domain files a join request under the approval policy. */
async function fileJoinRequest(b: BillingHarness, owner: SignedUpUser, base: string, domain: string): Promise<string> {
  const email = `colleague-${randomUUID().slice(0, 8)}@${domain}`;
  const agent = request.agent(b.harness.app);
  await expectStatus(agent.post('/api/auth/sign-up/email').send({ email, password: TEST_PASSWORD, fullName: 'Col League' }), 201);
  const token = linkIn(await b.harness.smtp.nextMailTo(email, /Confirm your e-mail/), '/verify-email').searchParams.get('token');
  await expectStatus(agent.post('/api/auth/verify-email').send({ token }), 200);
  const requests = await expectStatus(owner.agent.get(`${base}/join-requests`), 200);
  return requests.find((r: { email: string }) => r.email === email).id;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fixture answers are read field by field
async function expectStatus(pending: PromiseLike<request.Response>, status: number): Promise<any> {
  const res = await pending;
  if (res.status !== status) throw new Error(`fuzz fixture: expected ${status}, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}
