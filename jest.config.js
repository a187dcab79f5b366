/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
    // otplib's default plugins import ESM-only packages, which jest's CommonJS runtime cannot require as they ship.
    // openid-client (and its oauth4webapi and jose) likewise: the SSO code loads it through one dynamic import;
    // oidc-provider too (integrations/oauth/authorization-server.ts, one dynamic import; its koa is CommonJS).
    // pixelmatch 7 is ESM only: Node 24 requires it natively (domain/pictures/visual-diff.ts), jest needs it transformed.
    '/node_modules/(@scure|@noble|openid-client|oauth4webapi|jose|oidc-provider|pixelmatch)/.+\\.js$': [
      '@swc/jest',
      { jsc: { target: 'es2022' }, module: { type: 'commonjs' } },
    ],
    // unpdf loads its PDF.js bundle (ESM only) through a dynamic import, which jest's CommonJS runtime cannot run as shipped.
    '/node_modules/unpdf/dist/.+\\.(cjs|mjs)$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  moduleNameMapper: { '^unpdf/pdfjs$': '<rootDir>/node_modules/unpdf/dist/pdfjs.mjs' },
  transformIgnorePatterns: ['/node_modules/(?!(@scure|@noble|openid-client|oauth4webapi|jose|oidc-provider|unpdf|pixelmatch)/)'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  testSequencer: '<rootDir>/test/sequencer.js',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 60_000,
  // Two on two cores. Three was measured faster on a clean clone (12 min 3 s and 12 min 51 s for 132 files,
  // against 13-14 min for 121 files with two: a third of the suite is waiting), but each of four runs
  // then failed a different timing-bound test (docs/decisions/testing.md, "Two files at once, not three").
  maxWorkers: 2,
  // A worker leaves after its last file once nothing holds its event loop open; freeing the ~1 GB it has
  // grown to (Temporal, Sequelize and an app per file, collected lazily) takes about 0.5 s on two busy
  // cores, jest's default grace. A worker held open by a handle never leaves, and is still reported.
  workerGracefulExitTimeout: 5_000,
};
