import type { ApiDependencies } from './dependencies';
import type { AnyRoute } from './http/route';
import { createAuthRoutes } from './auth/routes';
import { referenceRoutes } from './reference/routes';

/** Every route of the API; the OpenAPI document is generated from this same list. */
export function allRoutes(dependencies: ApiDependencies): AnyRoute[] {
  return [...referenceRoutes, ...createAuthRoutes(dependencies)];
}
