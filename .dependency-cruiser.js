/**
 * Import direction: api → domain → models/platform; api and worker reach Temporal through engine/, which
 * imports workflows/ (never the other way round); workflows see other layers as types only; activities
 * never see api; domain never sees workflows or engine; nothing imports in a loop.
 */
module.exports = {
  forbidden: [
    { name: 'no-circular-layers', severity: 'error', from: { path: '^(domain|models|platform)/' }, to: { path: '^api/' } },
    { name: 'activities-not-api', severity: 'error', from: { path: '^activities/' }, to: { path: '^api/' } },
    {
      name: 'models-are-persistence-only',
      severity: 'error',
      from: { path: '^models/' },
      to: { path: '^(domain/(?!access/)|activities|workflows|engine|worker)/' },
    },
    {
      name: 'platform-is-infrastructure',
      severity: 'error',
      from: { path: '^platform/' },
      to: { path: '^(api|domain|activities|workflows|engine|worker)/' },
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
      name: 'workflows-deterministic',
      severity: 'error',
      comment: 'Workflow code may only import other layers as types (erased at build time).',
      from: { path: '^workflows/' },
      to: { path: '^(activities|domain|models|platform|api|engine|worker)/', dependencyTypesNot: ['type-only'] },
    },
    { name: 'production-not-tests', severity: 'error', from: { pathNot: '^test/' }, to: { path: '^test/' } },
    {
      name: 'no-runtime-scripts',
      severity: 'error',
      from: { path: '^(api|engine|domain|models|activities|workflows|worker)/' },
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
