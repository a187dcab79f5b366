import { randomUUID } from 'node:crypto';
import { ChangeModel } from '../../models/monitoring';
import { createApiKey } from './api-keys';
import type { Harness } from './harness';
import { addMember, createTeam, invitationTokenMailedTo } from './organizations';
import { authorizeAndExchange, registerApp } from './oauth';
import { createProject } from './projects';
import { awaitRun } from './runs';
import { signUpUser, uniqueEmail, type SignedUpUser } from './users';
import { domainVerifyWorkflowId } from '../../workflows/contract';

/** An organization holding one of every resource a path parameter can name, for the sweeps over the document. */
export interface PopulatedOrganization {
  owner: SignedUpUser;
  member: SignedUpUser & { membershipId: string };
  organizationId: string;
  organizationSlug: string;
  invitationId: string;
  invitationToken: string;
  /** A second, narrow key of the owner's: the one the API key routes name. */
  apiKeyId: string;
  projectId: string;
  runId: string;
  /** A change of the project's run (the change routes name it). */
  changeId: string;
  webhookId: string;
  domainId: string;
  /** An OAuth application of the organization that the owner authorized (it holds a grant of theirs). */
  oauthAppId: string;
  /** The name of one of the organization's secrets (the secret routes name it). */
  secretName: string;
}

/**
 * Built through the API. It is quiet once built, so database snapshots can be compared: the run is over
 * and the domain's DNS re-checks (a workflow that retries every minute) are stopped.
 */
export async function populatedOrganization(harness: Harness, label: string): Promise<PopulatedOrganization> {
  const owner = await signUpUser(harness, label);
  const team = await createTeam(owner);
  const organization = `/api/user/organizations/${team.id}`;
  const member = await addMember(harness, owner, team.id, 'member');
  const invitee = uniqueEmail('invitee');
  const invited = await owner.agent.post(`${organization}/invites`).send({ emails: [invitee], role: 'member' });
  const invitations = await owner.agent.get(`${organization}/invites`);
  const apiKey = await createApiKey(owner, { name: `${label} key`, scopes: ['user:read'] });
  const project = await createProject(owner, team.id);
  const run = await owner.agent.post(`${organization}/projects/${project.id}/runs`);
  const webhook = await owner.agent
    .post(`${organization}/webhooks`)
    .send({ url: `https://hooks.example.com/${label}`, events: ['run.failed'] });
  const domain = await owner.agent.post(`${organization}/domains`).send({ domain: `${label}-${team.id.slice(-8)}.example.com` });
  const secret = await owner.agent.post(`${organization}/secrets`).send({ name: 'PORTAL_PASSWORD', value: `${label} password` });
  if (invited.status !== 200 || run.status !== 202 || webhook.status !== 201 || domain.status !== 201 || secret.status !== 201)
    throw new Error('the organization’s resources could not be created');
  await awaitRun(harness, run.body.data.id);
  // The project's sources are not served here, so its run changes nothing: the change is written as the run would record it.
  const changeId = randomUUID();
  await ChangeModel.create({
    id: changeId,
    projectId: project.id,
    runId: run.body.data.id,
    sourceId: null,
    topicId: project.topics[0]!.id,
    url: 'https://acme.example/pricing',
    detectedAt: new Date(),
    previousHash: 'before',
    contentHash: 'after',
    diff: '@@ -1 +1 @@\n-Pro: $20 a month\n+Pro: $25 a month',
    summary: 'One line changed.',
  });
  const oauthApp = await registerApp(owner, team.id, { name: `${label} app` });
  const authorized = await authorizeAndExchange(harness.app, owner, harness.config.baseUrl, oauthApp, 'user:read');
  if (authorized.status !== 200) throw new Error('the OAuth application could not be authorized');
  await harness.temporal.workflow.getHandle(domainVerifyWorkflowId(domain.body.data.id)).terminate('the sweeps compare database snapshots');
  return {
    owner,
    member,
    organizationId: team.id,
    organizationSlug: team.slug,
    invitationId: invitations.body.data[0].id,
    invitationToken: await invitationTokenMailedTo(harness, invitee),
    apiKeyId: apiKey.id,
    projectId: project.id,
    runId: run.body.data.id,
    changeId,
    webhookId: webhook.body.data.id,
    domainId: domain.body.data.id,
    oauthAppId: oauthApp.id,
    secretName: secret.body.data.name,
  };
}

/**
 * Where each path parameter of the document points in the organization, keyed by the collection segment
 * before it. A route whose parameter is missing here fails the sweeps until it is added.
 */
export const PATH_PARAMETERS: Record<string, (o: PopulatedOrganization) => string> = {
  'organizations/{organizationId}': (o) => o.organizationId,
  'members/{memberId}': (o) => o.member.membershipId,
  'invites/{memberId}': (o) => o.invitationId,
  'invites/{token}': (o) => o.invitationToken,
  'projects/{id}': (o) => o.projectId,
  'runs/{runId}': (o) => o.runId,
  'changes/{changeId}': (o) => o.changeId,
  'webhooks/{webhookId}': (o) => o.webhookId,
  'domains/{domainId}': (o) => o.domainId,
  'oauth-apps/{appId}': (o) => o.oauthAppId,
  'secrets/{name}': (o) => o.secretName,
  'authorized-apps/{appId}': (o) => o.oauthAppId,
  'sso/{slug}': (o) => o.organizationSlug,
  // A real membership; a pending join request needs a DNS-verified domain, and the organization check
  // answers before the request is looked up.
  'join-requests/{memberId}': (o) => o.member.membershipId,
};

const PARAMETER = /([\w-]+)\/(\{\w+\})/g;

/** The `segment/{parameter}` keys of a documented path, as PATH_PARAMETERS names them. */
export function pathKeys(path: string): string[] {
  return [...path.matchAll(PARAMETER)].map((match) => `${match[1]}/${match[2]}`);
}

/** The documented path with every parameter replaced by the organization's id (or an override for its key). */
export function concretePath(path: string, organization: PopulatedOrganization, overrides: Record<string, string> = {}): string {
  return path.replace(PARAMETER, (_whole, segment: string, parameter: string) => {
    const key = `${segment}/${parameter}`;
    return `${segment}/${overrides[key] ?? PATH_PARAMETERS[key]!(organization)}`;
  });
}
