import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

interface OpenApiDocument {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>>;
  components: object;
}

export interface ObservedResponse {
  status: number;
  body: unknown;
}

/**
 * Checks real responses against the response schemas of the served OpenAPI document: the operation is
 * found from the concrete method and path, the schema from the status, `$ref`s resolve in the document.
 */
export function createResponseValidator(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const templates = Object.keys(document.paths).map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`),
  }));

  return function problemsWith(method: string, path: string, response: ObservedResponse): string[] {
    const pathOnly = path.split('?')[0]!;
    const template = templates.find(({ pattern }) => pattern.test(pathOnly))?.template;
    const operation = template ? document.paths[template]?.[method.toLowerCase()] : undefined;
    if (!template || !operation) return [`${method} ${pathOnly} is not documented`];
    const documented = operation.responses[String(response.status)];
    if (!documented) return [`${method} ${template} answered ${response.status}, which is not documented`];
    const schema = documented.content?.['application/json']?.schema;
    if (!schema) return [];
    const validate = ajv.compile({ ...schema, components: document.components });
    if (validate(response.body)) return [];
    return (validate.errors ?? []).map(
      (error) => `${method} ${template} ${response.status}: ${error.instancePath || '/'} ${error.message}`,
    );
  };
}
