import { randomUUID } from 'node:crypto';
import type { Harness } from './harness';
import { linkIn } from './smtp-capture';
import { signUpUser, type SignedUpUser } from './users';

export interface TeamOrganization {
  id: string;
  name: string;
  slug: string;
}

/** A team organization owned by `owner`, created through the API. */
export async function createTeam(owner: SignedUpUser, name = `Team ${randomUUID().slice(0, 8)}`): Promise<TeamOrganization> {
  const res = await owner.agent.post('/api/user/organizations').send({ name });
  if (res.status !== 201) throw new Error(`organization creation failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.data.id, name: res.body.data.name, slug: res.body.data.slug };
}

/** The token at the end of the invitation link mailed to `email`. */
export async function invitationTokenMailedTo(harness: Harness, email: string): Promise<string> {
  const mail = await harness.smtp.nextMailTo(email, /invited you/);
  return linkIn(mail, '/invites/').pathname.split('/').pop()!;
}

/** Invites `invitee` by e-mail as `inviter` and accepts through the mailed link; returns the membership id. */
export async function inviteAndAccept(
  harness: Harness,
  inviter: SignedUpUser,
  organizationId: string,
  invitee: SignedUpUser,
  role: 'owner' | 'admin' | 'member',
): Promise<string> {
  const invited = await inviter.agent.post(`/api/user/organizations/${organizationId}/invites`).send({ emails: [invitee.email], role });
  if (invited.status !== 200 || invited.body.data.sent.length !== 1)
    throw new Error(`invitation failed: ${invited.status} ${JSON.stringify(invited.body)}`);
  const token = await invitationTokenMailedTo(harness, invitee.email);
  const accepted = await invitee.agent.post(`/api/user/invites/${token}/accept`);
  if (accepted.status !== 201) throw new Error(`acceptance failed: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  return accepted.body.data.id;
}

/** Signs a new user up and makes them a member of the organization with `role`. */
export async function addMember(
  harness: Harness,
  owner: SignedUpUser,
  organizationId: string,
  role: 'owner' | 'admin' | 'member',
  label: string = role,
) {
  const user = await signUpUser(harness, label);
  const membershipId = await inviteAndAccept(harness, owner, organizationId, user, role);
  return { ...user, membershipId };
}
