/** Variables the global setup hands to every test file (jest workers inherit its process.env). */
export const TEST_ENV = {
  adminDatabaseUrl: 'VIGIL_TEST_ADMIN_DATABASE_URL',
  templateDatabase: 'VIGIL_TEST_TEMPLATE_DATABASE',
  temporalAddress: 'VIGIL_TEST_TEMPORAL_ADDRESS',
  workflowBundle: 'VIGIL_TEST_WORKFLOW_BUNDLE',
  /** The Web UI of the dev server the setup started; unset when the tests use a TEMPORAL_ADDRESS of their own. */
  temporalUiUrl: 'VIGIL_TEST_TEMPORAL_UI_URL',
  /** Set to 1 by `npm run test:production-shape`: service processes run the compiled code (`node dist/…`, after `npm run build`). */
  compiledServices: 'VIGIL_TEST_COMPILED_SERVICES',
} as const;

export function testEnv(name: keyof typeof TEST_ENV): string {
  const value = process.env[TEST_ENV[name]];
  if (!value) throw new Error(`${TEST_ENV[name]} is not set: run the tests through jest (its global setup starts the services)`);
  return value;
}

/** Replaces the database name in a connection string. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
