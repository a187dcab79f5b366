import { createProject } from '../../domain/projects/create';
import { deleteProject } from '../../domain/projects/delete';
import { getProject, listProjects } from '../../domain/projects/projects';
import { updateProject } from '../../domain/projects/update';
import { organizationAccess } from '../auth/access';
import type { ApiDependencies } from '../dependencies';
import { organizationParams } from '../http/common-schemas';
import { defineRoute } from '../http/route';
import { z } from '../http/zod';
import { createProjectBody, projectListQuery, projectParams, projectSchema, sourceChecksMeta, updateProjectBody } from './schemas';

const tags = ['Projects'];
const PATH = '/api/user/organizations/{organizationId}/projects';

export function createProjectRoutes({ projectProcesses }: ApiDependencies) {
  const dependencies = { processes: projectProcesses };
  return [
    defineRoute({
      method: 'get',
      path: PATH,
      summary: 'List the organization’s projects, newest first',
      tags,
      access: organizationAccess(['projects:read', 'organization:read']),
      request: { params: organizationParams, query: projectListQuery },
      response: { kind: 'page', message: 'Projects retrieved', data: z.array(projectSchema) },
      errors: [404],
      handler: ({ params, query }) => listProjects(params.organizationId, query),
    }),
    defineRoute({
      method: 'post',
      path: PATH,
      summary:
        'Create a project; its topics are generated from the monitoring intent, and their sources discovered and checked, before it is stored',
      tags,
      access: organizationAccess(['projects:write', 'organization:read']),
      request: { params: organizationParams, body: createProjectBody },
      response: { kind: 'json', status: 201, data: projectSchema, meta: sourceChecksMeta },
      errors: [402, 404, 503],
      handler: async (ctx) => {
        const { project, droppedSources } = await createProject(
          ctx.params.organizationId,
          ctx.auth.principal.userId,
          ctx.body,
          dependencies,
          ctx.actor,
        );
        return { data: project, meta: { droppedSources } };
      },
    }),
    defineRoute({
      method: 'get',
      path: `${PATH}/{id}`,
      summary: 'Get a project',
      tags,
      access: organizationAccess(['projects:read', 'organization:read']),
      request: { params: projectParams },
      response: { kind: 'json', data: projectSchema },
      errors: [404],
      handler: ({ params }) => getProject(params.organizationId, params.id),
    }),
    defineRoute({
      method: 'put',
      path: `${PATH}/{id}`,
      summary: 'Update a project; `topics`, when present, replaces the whole list',
      tags,
      access: organizationAccess(['projects:write', 'organization:read']),
      request: { params: projectParams, body: updateProjectBody },
      response: { kind: 'json', data: projectSchema, meta: sourceChecksMeta },
      errors: [402, 404, 503],
      handler: async (ctx) => {
        const { topics, ...fields } = ctx.body;
        const { project, droppedSources } = await updateProject(
          ctx.params.organizationId,
          ctx.params.id,
          { ...fields, topics },
          dependencies,
          ctx.actor,
        );
        return { data: project, meta: { droppedSources } };
      },
    }),
    defineRoute({
      method: 'delete',
      path: `${PATH}/{id}`,
      summary: 'Delete a project, its schedule and history; runs in progress are stopped',
      tags,
      access: organizationAccess(['projects:write', 'organization:read']),
      request: { params: projectParams },
      response: { kind: 'json', data: projectSchema },
      errors: [404],
      handler: (ctx) => deleteProject(ctx.params.organizationId, ctx.params.id, dependencies, ctx.actor),
    }),
  ];
}
