import type { ReadsFixture } from './bench-seed';

/** One read route as the load generator calls it: a GET with the reader's API key. */
export interface ReadScenario {
  name: string;
  path: string;
}

export function readScenarios({ organizationId, projectId }: ReadsFixture): ReadScenario[] {
  const organization = `/api/user/organizations/${organizationId}`;
  return [
    { name: 'project list', path: `${organization}/projects` },
    { name: 'project get', path: `${organization}/projects/${projectId}` },
    { name: 'change list', path: `${organization}/projects/${projectId}/changes` },
    { name: 'audit-log page', path: `${organization}/audit-logs?limit=100` },
    { name: 'GET /api/user/me', path: '/api/user/me' },
  ];
}

export const API_KEY_HEADER = 'x-api-key';
