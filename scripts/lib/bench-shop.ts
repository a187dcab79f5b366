import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { newId } from '../../domain/shared/ids';
import { SourceModel, TopicModel } from '../../models/monitoring';
import { OrganizationModel } from '../../models/organizations';
import { ProjectModel } from '../../models/projects';

export interface EditionSite {
  /** Raising it edits every page. */
  edition: number;
  url: (pathname: string) => string;
  close: () => Promise<void>;
}

/** A local shop whose pages `respond` writes for the current edition. */
export async function startEditionSite(
  respond: (url: string, edition: number, response: http.ServerResponse) => void,
): Promise<EditionSite> {
  const state = { edition: 1 };
  const server = http.createServer((request, response) => respond(request.url ?? '', state.edition, response));
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    get edition() {
      return state.edition;
    },
    set edition(value: number) {
      state.edition = value;
    },
    url: (pathname: string) => `http://127.0.0.1:${port}${pathname}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An active project with one topic named `topicName` watching `/product/0` to `/product/<count - 1>` of the site. */
export async function createProductProject(url: (pathname: string) => string, topicName: string, count: number): Promise<string> {
  const organizationId = newId();
  await OrganizationModel.create({ id: organizationId, name: 'Bench', slug: `bench-${organizationId.slice(-12)}`, type: 'team' });
  const projectId = newId();
  await ProjectModel.create({
    id: projectId,
    organizationId,
    createdByUserId: null,
    name: 'Bench',
    description: null,
    businessContext: null,
    status: 'active',
    frequency: 'daily',
    timezone: 'UTC',
  });
  const topicId = newId();
  await TopicModel.create({ id: topicId, projectId, position: 0, name: topicName, description: 'Every product page', watchFor: [] });
  await SourceModel.bulkCreate(
    Array.from({ length: count }, (_, i) => ({ id: newId(), topicId, projectId, position: i, url: url(`/product/${i}`) })),
  );
  return projectId;
}
