import { extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';

// Every schema in api/ is built from this `z`, so each one can carry OpenAPI metadata.
extendZodWithOpenApi(z);

export { z };
