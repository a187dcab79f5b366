import { ConfigError, loadConfig } from '../../platform/config';

function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('configuration from the environment', () => {
  it('has working defaults for development', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      baseUrl: 'http://localhost:3000',
      appUrl: 'http://localhost:3000',
      sessionTtlDays: 14,
      rateLimitsEnabled: true,
    });
    expect(config.temporal).toMatchObject({ namespace: 'default', taskQueue: 'vigil', devServerPort: 7233, uiPort: 8233 });
    expect(config.temporal.workflowBundle).toBeUndefined();
    expect(loadConfig({ TEMPORAL_WORKFLOW_BUNDLE: '/srv/bundle.js' }).temporal.workflowBundle).toBe('/srv/bundle.js');
    expect(config.supervisor).toEqual({ restartLimit: 10, restartWindowMs: 600_000 });
  });

  it('names the variable and the value it refused in one line', () => {
    const error = configError({ PORT: 'abc' });
    expect(error.variable).toBe('PORT');
    expect(error.message).toMatch(/^Invalid configuration: PORT .*"abc"/);
    expect(error.message).not.toContain('\n');
    expect(configError({ TEMPORAL_ADDRESS: 'no-port' }).variable).toBe('TEMPORAL_ADDRESS');
    expect(configError({ RATE_LIMITS_ENABLED: 'maybe' }).variable).toBe('RATE_LIMITS_ENABLED');
    expect(configError({ SECRET_KEY: 'short' }).variable).toBe('SECRET_KEY');
  });

  it('requires a secret key and a database in production', () => {
    expect(configError({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/vigil' }).variable).toBe('SECRET_KEY');
    expect(configError({ NODE_ENV: 'production', SECRET_KEY: 'x'.repeat(32) }).variable).toBe('DATABASE_URL');
    expect(loadConfig({ NODE_ENV: 'production', SECRET_KEY: 'x'.repeat(32), DATABASE_URL: 'postgres://db/vigil' }).isProduction).toBe(true);
  });

  it('refuses the Client ID Metadata Document test exception in production, and leaves it off by default', () => {
    const production = { NODE_ENV: 'production', SECRET_KEY: 'x'.repeat(32), DATABASE_URL: 'postgres://db/vigil' };
    expect(configError({ ...production, OAUTH_CIMD_TEST_LOCAL_HTTP: 'true' }).variable).toBe('OAUTH_CIMD_TEST_LOCAL_HTTP');
    expect(loadConfig(production).oauth.clientMetadataTestLocalHttp).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', OAUTH_CIMD_TEST_LOCAL_HTTP: 'true' }).oauth.clientMetadataTestLocalHttp).toBe(true);
  });

  it("reads the worker's activity timing: 10 s to notice a lost worker and whole retry intervals by default, within bounds", () => {
    expect(loadConfig({}).activityTiming).toEqual({ workerLossTimeoutMs: 10_000, retryIntervalFactor: 1 });
    expect(loadConfig({ WORKER_LOSS_TIMEOUT_SECONDS: '5', ACTIVITY_RETRY_INTERVAL_FACTOR: '0.2' }).activityTiming).toEqual({
      workerLossTimeoutMs: 5_000,
      retryIntervalFactor: 0.2,
    });
    // Under 5 s a worker's heartbeats (at most one per 80 % of the timeout) leave a busy event loop too little slack.
    expect(configError({ WORKER_LOSS_TIMEOUT_SECONDS: '4' }).variable).toBe('WORKER_LOSS_TIMEOUT_SECONDS');
    expect(configError({ ACTIVITY_RETRY_INTERVAL_FACTOR: '0' }).variable).toBe('ACTIVITY_RETRY_INTERVAL_FACTOR');
  });

  it('checks combinations of values in one order across areas: secret key, sessions, database, OAuth exception, billing', () => {
    const production = { NODE_ENV: 'production', OAUTH_CIMD_TEST_LOCAL_HTTP: 'true', STRIPE_SECRET_KEY: 'sk_test_1' };
    expect(configError({ ...production, SESSION_MAX_AGE_DAYS: '1' }).variable).toBe('SECRET_KEY');
    expect(configError({ ...production, SECRET_KEY: 'x'.repeat(32), SESSION_MAX_AGE_DAYS: '1' }).variable).toBe('SESSION_MAX_AGE_DAYS');
    expect(configError({ ...production, SECRET_KEY: 'x'.repeat(32) }).variable).toBe('DATABASE_URL');
    expect(configError({ ...production, SECRET_KEY: 'x'.repeat(32), DATABASE_URL: 'postgres://db/vigil' }).variable).toBe(
      'OAUTH_CIMD_TEST_LOCAL_HTTP',
    );
    expect(
      configError({ ...production, SECRET_KEY: 'x'.repeat(32), DATABASE_URL: 'postgres://db/vigil', OAUTH_CIMD_TEST_LOCAL_HTTP: '' })
        .variable,
    ).toBe('STRIPE_WEBHOOK_SECRET');
  });

  it('places the mail outbox and pictures under DATA_DIR unless PICTURES_DIR says otherwise', () => {
    const config = loadConfig({ DATA_DIR: '/srv/vigil' });
    expect(config).toMatchObject({ dataDir: '/srv/vigil', picturesDir: '/srv/vigil/pictures', mail: { outboxDir: '/srv/vigil/outbox' } });
    expect(loadConfig({ DATA_DIR: '/srv/vigil', PICTURES_DIR: '/mnt/pictures' }).picturesDir).toBe('/mnt/pictures');
  });

  it('treats an empty value as unset and trims trailing slashes from addresses', () => {
    const config = loadConfig({ PORT: '', BASE_URL: 'https://api.example.com/', APP_URL: 'https://app.example.com//' });
    expect(config).toMatchObject({ port: 3000, baseUrl: 'https://api.example.com', appUrl: 'https://app.example.com' });
  });
});
