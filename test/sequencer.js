const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

/**
 * jest runs the files it has timings for slowest first, so that two workers finish together; without
 * them (a new checkout path, a cleared cache) it goes by file size, and small files that take a minute
 * (Schemathesis, the engine outages) could start last and run alone at the end. Their seconds in the
 * clean-clone run of 2026-11-26 (13 min 10 s, two files at once) stand in until jest has its own.
 */
const KNOWN_SECONDS = {
  'proof/engine-outages.test.ts': 92,
  'fuzz/schemathesis.test.ts': 66,
  'proof/hostile-input-sweep.test.ts': 38,
  'proof/crash-worker-browser.test.ts': 37,
  'proof/crash-worker-mail.test.ts': 37,
  'proof/crash-worker-billing.test.ts': 36,
  'launcher/restart-on-crash.test.ts': 33,
  'audit/audit-export-large.test.ts': 32,
  'proof/crash-worker-monitoring.test.ts': 31,
  'launcher/stop-by-signal.test.ts': 30,
  'browser/rendering.test.ts': 30,
  'projects/topic-generation.test.ts': 26,
  'proof/crash-worker-webhooks.test.ts': 25,
  'proof/two-of-everything.test.ts': 24,
  'policies/security-settings.test.ts': 23,
  'proof/crash-api.test.ts': 22,
  'browser/hostile-pages.test.ts': 22,
  'proof/compiled-build.test.ts': 22,
  'browser/sign-in.test.ts': 22,
  'proof/crash-worker-topics.test.ts': 20,
  'monitoring/run-restart.test.ts': 20,
  'organizations/members.test.ts': 17,
  'webhooks/delivery.test.ts': 16,
  'oauth/client-metadata-documents.test.ts': 16,
  'sso/sso-sign-in.test.ts': 16,
  'auth/api-keys.test.ts': 15,
  'billing/payments.test.ts': 14,
};

class SlowestFirst extends Sequencer {
  /** Milliseconds: jest's own timing, else the known one, else a token by size (jest would run untimed files first). */
  time(test) {
    const cached = super.time(test);
    if (cached !== undefined) return cached;
    const known = KNOWN_SECONDS[path.relative(path.join(test.context.config.rootDir, 'test'), test.path)];
    if (known !== undefined) return known * 1000;
    return (test.context.hasteFS.getSize(test.path) ?? 0) / 1000;
  }
}

module.exports = SlowestFirst;
