import type { SignedUpUser } from './users';

export const projectsPath = (organizationId: string) => `/api/user/organizations/${organizationId}/projects`;

/** A project created through the API (topics from the offline generator unless OpenAI is configured). */
export async function createProject(user: SignedUpUser, organizationId: string, body: Record<string, unknown> = {}) {
  const res = await user.agent
    .post(projectsPath(organizationId))
    .send({ name: 'Competitor watch', monitoringIntent: 'Track pricing changes of Acme at https://acme.example/pricing', ...body });
  if (res.status !== 201) throw new Error(`project creation failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as {
    id: string;
    topics: Array<{ id: string; name: string; description: string; watchFor: string[]; sources: Array<{ url: string }> }>;
  };
}
