const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

/**
 * jest runs the files it has timings for slowest first, so that two workers finish together; without
 * them (a new checkout path, a cleared cache) it goes by file size, and small files that take a minute
 * (Schemathesis, the dependency outages) could start last and run alone at the end. The seconds of the files
 * over 15 s in the last clean-clone run of 2026-11-26 (13 min 58 s, jest 756 s, two files at once)
 * stand in until jest has its own.
 */
const KNOWN_SECONDS = {
  'fuzz/schemathesis.test.ts': 111,
  'proof/dependency-outages.test.ts': 99,
  'proof/crash-worker-mail.test.ts': 38,
  'proof/crash-worker-billing.test.ts': 38,
  'proof/compiled-build.test.ts': 33,
  'browser/rendering.test.ts': 32,
  'proof/crash-worker-browser.test.ts': 29,
  'proof/hostile-input-sweep.test.ts': 29,
  'proof/crash-api.test.ts': 28,
  'launcher/stop-by-signal.test.ts': 27,
  'launcher/restart-on-crash.test.ts': 27,
  'proof/crash-worker-monitoring.test.ts': 27,
  'policies/security-settings.test.ts': 26,
  'projects/topic-generation.test.ts': 25,
  'browser/sign-in.test.ts': 23,
  'alerts/alerts-eval.test.ts': 23,
  'proof/crash-worker-webhooks.test.ts': 20,
  'audit/audit-export-large.test.ts': 19,
  'monitoring/run-restart.test.ts': 19,
  'proof/crash-worker-topics.test.ts': 19,
  'monitoring/selection.test.ts': 19,
  'monitoring/runs.test.ts': 18,
  'organizations/members.test.ts': 18,
  'monitoring/checker/hostile-pages.test.ts': 18,
  'operations/temporal-ui.test.ts': 18,
  'browser/hostile-pages.test.ts': 18,
  'sso/sso-sign-in.test.ts': 18,
  'alerts/change-feedback.test.ts': 17,
  'monitoring/checker/real-pages.test.ts': 17,
  'webhooks/delivery.test.ts': 16,
  'billing/payments.test.ts': 16,
  'organizations/invitations.test.ts': 16,
  'auth/rate-limits.test.ts': 16,
  'webhooks/routes.test.ts': 15,
  'browser/change-page.test.ts': 15,
  'oauth/client-metadata-documents.test.ts': 15,
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
