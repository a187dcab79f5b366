/**
 * Import direction: api → domain → models/platform; integrations/ implement the domain's ports with outside
 * packages and are wired in by api/ and worker/; api and worker reach Temporal through engine/, which
 * imports workflows/ (never the other way round) and reads no database; workflows see other layers as
 * types only; activities never see api; domain never sees workflows, engine or integrations; nothing
 * imports in a loop.
 */
module.exports = {
  forbidden: [
    { name: 'no-circular-layers', severity: 'error', from: { path: '^(domain|models|platform)/' }, to: { path: '^api/' } },
    { name: 'activities-not-api', severity: 'error', from: { path: '^activities/' }, to: { path: '^api/' } },
    {
      name: 'models-are-persistence-only',
      severity: 'error',
      from: { path: '^models/' },
      to: { path: '^(domain/(?!access/)|integrations|activities|workflows|engine|worker)/' },
    },
    {
      name: 'platform-is-infrastructure',
      severity: 'error',
      from: { path: '^platform/' },
      to: { path: '^(api|domain|integrations|activities|workflows|engine|worker)/' },
    },
    {
      name: 'domain-not-integrations',
      severity: 'error',
      comment:
        'Drivers (HTTP, browser, SMTP, OpenAI, DNS, Stripe, OIDC) live in integrations/ behind ports the domain declares; api/ and worker/ wire them in.',
      from: { path: '^domain/' },
      to: { path: '^integrations/' },
    },
    {
      name: 'integrations-are-drivers',
      severity: 'error',
      comment: 'integrations/ implement the domain ports with outside packages; they never reach the callers that wire them.',
      from: { path: '^integrations/' },
      to: { path: '^(api|activities|workflows|engine|worker)/' },
    },
    {
      name: 'domain-not-workflows',
      severity: 'error',
      comment: 'Domain rules reach durable processes through ports (interfaces or functions) that api/ or worker/ fill from engine/.',
      from: { path: '^domain/' },
      to: { path: '^(workflows|engine)/' },
    },
    {
      name: 'api-through-engine',
      severity: 'error',
      comment: 'The API starts, signals and schedules workflows through engine/, where ids, signals and labels are used alike.',
      from: { path: '^api/' },
      to: { path: '^workflows/' },
    },
    {
      name: 'engine-callers',
      severity: 'error',
      comment: 'engine/ is the client side of Temporal: api, worker, activities, scripts and tests may call it; the layers below never.',
      from: { path: '^(domain|models|platform|workflows|migrations)/' },
      to: { path: '^engine/' },
    },
    { name: 'engine-is-client-side', severity: 'error', from: { path: '^engine/' }, to: { path: '^(api|activities|worker)/' } },
    {
      name: 'engine-reads-no-database',
      severity: 'error',
      comment:
        'engine/ only talks to Temporal: the names a summary shows come in from the caller (domain/shared/labels.ts), so a start costs no query.',
      from: { path: '^engine/' },
      to: { path: '^models/' },
    },
    {
      name: 'workflows-deterministic',
      severity: 'error',
      comment: 'Workflow code may only import other layers as types (erased at build time).',
      from: { path: '^workflows/' },
      to: { path: '^(activities|domain|integrations|models|platform|api|engine|worker)/', dependencyTypesNot: ['type-only'] },
    },
    { name: 'production-not-tests', severity: 'error', from: { pathNot: '^test/' }, to: { path: '^test/' } },
    {
      name: 'no-runtime-scripts',
      severity: 'error',
      from: { path: '^(api|engine|domain|integrations|models|activities|workflows|worker)/' },
      to: { path: '^scripts/' },
    },
    { name: 'no-cycles', severity: 'error', comment: 'No import loop, type-only imports included.', from: {}, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '^(node_modules|\\.data|\\.tools)/' },
  },
};
