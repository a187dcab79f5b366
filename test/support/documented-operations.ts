import type { Access } from '../../api/auth/access';

/** The parts of a JSON Schema in the served document that the sweeps read. */
export interface SchemaNode {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  minimum?: number;
  maximum?: number;
  format?: string;
}

export interface Parameter {
  in: 'path' | 'query';
  name: string;
  schema: SchemaNode;
}

/** One operation of `/api/openapi.json`, as the isolation and hostile-input sweeps enumerate them. */
export interface DocumentedOperation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  /** `METHOD /path`, for failure messages and per-operation tables. */
  key: string;
  access: Access;
  parameters: Parameter[];
  bodySchema: SchemaNode | null;
  redirects: boolean;
}

interface OpenApiOperation {
  'x-vigil-access': Access;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: SchemaNode }> };
  responses: Record<string, unknown>;
}

export type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

/** Every operation of the document, so a route is swept the day it is added. */
export function documentedOperations(document: OpenApiDocument): DocumentedOperation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method as DocumentedOperation['method'],
      path,
      key: `${method.toUpperCase()} ${path}`,
      access: operation['x-vigil-access'],
      parameters: operation.parameters ?? [],
      bodySchema: operation.requestBody?.content['application/json']?.schema ?? null,
      redirects: '302' in operation.responses,
    })),
  );
}

/** The schema itself, or the one its `$ref` names in the document (followed to the end). */
export function resolveSchema(document: unknown, schema: SchemaNode): SchemaNode {
  if (!schema.$ref) return schema;
  const target = schema.$ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], document);
  return resolveSchema(document, target as SchemaNode);
}
