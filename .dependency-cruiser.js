/** Import direction: api → domain → models/platform; workflows see activities as types only; activities never see api. */
module.exports = {
  forbidden: [
    { name: 'no-circular-layers', severity: 'error', from: { path: '^(domain|models|platform)/' }, to: { path: '^api/' } },
    { name: 'activities-not-api', severity: 'error', from: { path: '^activities/' }, to: { path: '^api/' } },
    { name: 'models-are-persistence-only', severity: 'error', from: { path: '^models/' }, to: { path: '^(domain/(?!access/)|activities|workflows|worker)/' } },
    { name: 'platform-is-infrastructure', severity: 'error', from: { path: '^platform/' }, to: { path: '^(api|domain|activities|workflows|worker)/' } },
    {
      name: 'workflows-deterministic',
      severity: 'error',
      comment: 'Workflow code may only import other layers as types (erased at build time).',
      from: { path: '^workflows/' },
      to: { path: '^(activities|domain|models|platform|api|worker)/', dependencyTypesNot: ['type-only'] },
    },
    { name: 'production-not-tests', severity: 'error', from: { pathNot: '^test/' }, to: { path: '^test/' } },
    { name: 'no-runtime-scripts', severity: 'error', from: { path: '^(api|domain|models|activities|workflows|worker)/' }, to: { path: '^scripts/' } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '^(node_modules|\\.data|\\.tools)/' },
  },
};
