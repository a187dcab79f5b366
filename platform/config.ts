import path from 'node:path';
import { availableParallelism } from 'node:os';
import { z } from 'zod';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const port = z.coerce.number().int().min(0).max(65535);
const retentionDays = z.coerce.number().int().min(1).max(3650);

export const PAID_TIERS = ['plus', 'pro', 'enterprise'] as const;
export const BILLING_INTERVALS = ['monthly', 'yearly'] as const;
export const CREDIT_PACKS = ['credits_100', 'credits_500', 'credits_1000'] as const;

const DEVELOPMENT_SECRET_KEY = 'vigil-development-secret-key-do-not-use-in-production';

const priceVariable = (...parts: string[]) => `STRIPE_PRICE_${parts.join('_').toUpperCase()}`;

function priceVariableNames(): string[] {
  return [
    ...PAID_TIERS.flatMap((tier) => BILLING_INTERVALS.map((interval) => priceVariable(tier, interval))),
    ...BILLING_INTERVALS.map((interval) => priceVariable('slot_pack', interval)),
    ...CREDIT_PACKS.map((pack) => priceVariable(pack)),
  ];
}

function stripePriceVariables() {
  return Object.fromEntries(
    priceVariableNames().map((name) => [
      name,
      z
        .string()
        .regex(/^(price|plan)_\w+$/, 'must be a Stripe price id')
        .optional(),
    ]),
  );
}

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: port.default(3000),
  BASE_URL: z.url().optional(),
  APP_URL: z.url().optional(),
  REDIRECT_ALLOWED_ORIGINS: z
    .string()
    .regex(/^https?:\/\/[^,\s/]+(,https?:\/\/[^,\s/]+)*$/, 'must be a comma-separated list of origins (scheme://host[:port])')
    .optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  PICTURES_DIR: z.string().min(1).optional(),
  DATABASE_URL: z.url().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(10_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  AUDIT_EXPORT_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(1),
  EMBEDDED_POSTGRES_PORT: port.default(5433),
  TEMPORAL_ADDRESS: z
    .string()
    .regex(/^[^:\s]+:\d+$/, 'must be host:port')
    .optional(),
  TEMPORAL_NAMESPACE: z.string().min(1).default('default'),
  TEMPORAL_TASK_QUEUE: z.string().min(1).default('vigil'),
  TEMPORAL_BROWSER_TASK_QUEUE: z.string().min(1).default('vigil-browser'),
  TEMPORAL_WORKFLOW_BUNDLE: z.string().min(1).optional(),
  TEMPORAL_PORT: port.default(7233),
  TEMPORAL_UI_PORT: port.default(8233),
  SUPERVISOR_RESTART_LIMIT: z.coerce.number().int().min(0).max(1_000).default(10),
  SUPERVISOR_RESTART_WINDOW_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(600_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().default('loopback'),
  SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  SESSION_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default('Vigil <no-reply@vigil.local>'),
  RATE_LIMITS_ENABLED: booleanFlag.default(true),
  FETCH_ALLOW_PRIVATE_NETWORKS: booleanFlag.default(false),
  OAUTH_CIMD_TEST_LOCAL_HTTP: booleanFlag.default(false),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_BASE: z.url().optional(),
  ...stripePriceVariables(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  OPENAI_BASE_URL: z.url().optional(),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  TOPIC_GENERATION_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(90_000),
  SOURCE_VALIDATION_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(10_000),
  SOURCE_DISCOVERY_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(8_000),
  SOURCE_DISCOVERY_MAX_FETCHES: z.coerce.number().int().min(0).max(100).default(12),
  FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(15_000),
  FETCH_MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .min(1_024)
    .max(100 * 1024 * 1024)
    .default(5 * 1024 * 1024),
  FETCH_MAX_REDIRECTS: z.coerce.number().int().min(0).max(20).default(5),
  FETCH_CONCURRENCY: z.coerce.number().int().min(1).max(1_000).default(64),
  FETCH_PER_HOST_CONCURRENCY: z.coerce.number().int().min(1).max(1_000).default(6),
  FETCH_HOST_REQUESTS_PER_SECOND: z.coerce.number().min(0.1).max(100_000).default(10),
  FETCH_HOST_MAX_WAIT_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  FETCH_READING_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  FETCH_READING_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(20_000),
  FETCH_READING_MEMORY_MB: z.coerce.number().int().min(64).max(16_384).default(512),
  RETENTION_SESSIONS_DAYS: retentionDays.default(7),
  RETENTION_TOKENS_DAYS: retentionDays.default(7),
  RETENTION_OUTBOX_DAYS: retentionDays.default(30),
  RETENTION_LOGIN_EVENTS_DAYS: retentionDays.default(365),
  MONITORING_BATCH_SIZE: z.coerce.number().int().min(1).max(5_000).default(500),
  // At least 5 s: the SDK sends at most one heartbeat per 80 % of the timeout, and a busy event loop needs the rest.
  WORKER_LOSS_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(600).default(10),
  ACTIVITY_RETRY_INTERVAL_FACTOR: z.coerce.number().min(0.1).max(10).default(1),
  DOMAIN_RECHECK_GRACE_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  SOURCE_FAILING_AFTER: z.coerce.number().int().min(1).max(100).default(3),
  BROWSER_RENDERING: z.enum(['on', 'off']).default('off'),
  CHROMIUM_PATH: z.string().min(1).optional(),
  BROWSER_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  BROWSER_PAGE_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(300_000).default(30_000),
  BROWSER_MAX_DOM_BYTES: z.coerce
    .number()
    .int()
    .min(1_024)
    .max(100 * 1024 * 1024)
    .default(5 * 1024 * 1024),
  BROWSER_MAX_PAGE_MEMORY_MB: z.coerce.number().int().min(16).max(4_096).default(256),
  DNS_SERVERS: z
    .string()
    .regex(/^[^,\s]+(,[^,\s]+)*$/, 'must be a comma-separated list of host or host:port entries')
    .optional(),
});

export type Environment = z.infer<typeof environmentSchema>;

export type PaidTier = (typeof PAID_TIERS)[number];
export type BillingInterval = (typeof BILLING_INTERVALS)[number];
export type CreditPack = (typeof CREDIT_PACKS)[number];

/** Stripe price ids of everything Vigil sells; slot packs are billed in the tier's interval. */
export interface BillingCatalogue {
  tiers: Record<PaidTier, Record<BillingInterval, string>>;
  slotPack: Record<BillingInterval, string>;
  creditPacks: Record<CreditPack, string>;
}

export interface BillingConfig {
  secretKey: string;
  webhookSecret: string;
  /** Another Stripe API address (an emulator in tests); unset: Stripe itself. */
  apiBase: string | undefined;
  catalogue: BillingCatalogue;
}

/**
 * How long Temporal waits for a lost worker's heartbeating activities (and its sticky workflow tasks) before
 * giving them to another worker, and a factor on the first retry interval of the activities of the
 * workflows that read it (workflows/activity-timing.ts).
 */
export interface ActivityTiming {
  workerLossTimeoutMs: number;
  retryIntervalFactor: number;
}

export interface Config {
  nodeEnv: Environment['NODE_ENV'];
  isProduction: boolean;
  port: number;
  baseUrl: string;
  appUrl: string;
  /** Origins a redirect we hand to others (Stripe's success, cancel and return URLs) may lead to: APP_URL's, BASE_URL's and REDIRECT_ALLOWED_ORIGINS. */
  redirectAllowedOrigins: string[];
  dataDir: string;
  /** Screenshots and visual diffs, one file per content hash (PICTURES_DIR, default `$DATA_DIR/pictures`); shared by the API and both workers. */
  picturesDir: string;
  database: {
    url: string | undefined;
    poolMax: number;
    /** Longest wait for a pool connection (and for a new connection to open) before the call fails with a 503. */
    acquireTimeoutMs: number;
    /** Server-side limit of one statement; 0: none. */
    statementTimeoutMs: number;
    embeddedPort: number;
  };
  /** Page reads all audit exports of a process may run at once (each takes one pool connection). */
  auditExportConcurrency: number;
  temporal: {
    address: string | undefined;
    namespace: string;
    taskQueue: string;
    /** Served by the browser worker only (worker/browser-main.ts). */
    browserTaskQueue: string;
    /** A workflow bundle made beforehand from this code (the tests make one per run); the worker then runs no webpack at start. */
    workflowBundle: string | undefined;
    devServerPort: number;
    uiPort: number;
  };
  /** `npm start`'s restarts of a crashed child: at most `restartLimit` of one child within `restartWindowMs`. */
  supervisor: { restartLimit: number; restartWindowMs: number };
  logLevel: Environment['LOG_LEVEL'];
  trustProxy: string;
  secretKey: string;
  sessionTtlDays: number;
  /** Absolute lifetime of a session from sign-in, however active it stays. */
  sessionMaxAgeDays: number;
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string };
  rateLimitsEnabled: boolean;
  /** Outbound requests to user-given addresses (sources, webhooks, SSO issuers). */
  outbound: { allowPrivateNetworks: boolean };
  /**
   * Test only, refused in production: Client ID Metadata Documents on a loopback host are fetched over
   * plain http (their https client_id unchanged), and the fetch may reach private and loopback addresses.
   */
  oauth: { clientMetadataTestLocalHttp: boolean };
  /** Null when STRIPE_SECRET_KEY is unset: the billing routes answer 503 and the rest works. */
  billing: BillingConfig | null;
  /** Topic generation and change judgement: OpenAI when a key is set, the offline generator and judge otherwise. */
  openai: { apiKey: string | undefined; model: string; baseUrl: string | undefined; timeoutMs: number };
  topicGenerationTimeoutMs: number;
  /** Source checks of new projects: the whole time for validation and for discovery, and discovery's fetch count. */
  sourceChecks: { validationTimeoutMs: number; discoveryTimeoutMs: number; maxDiscoveryFetches: number };
  monitoring: {
    fetch: { timeoutMs: number; maxBodyBytes: number; maxRedirects: number; concurrency: number; perHostConcurrency: number };
    /**
     * Reading fetched bodies (fingerprint, extraction, comparison) on worker threads: how many, how long one
     * body may take before its thread is ended and its check fails, and the heap of one thread.
     */
    reading: { threads: number; timeoutMs: number; memoryMb: number };
    /** Requests per second per host, shared by every fetch worker, and the longest a host may ask them to wait (domain/monitoring/host-pacing.ts). */
    hostPacing: { requestsPerSecond: number; maxWaitMs: number };
    /** Sources one activity checks before the workflow schedules the next batch. */
    batchSize: number;
    /** Consecutive failed checks after which a source is announced as failing (`source.failing`). */
    sourceFailingAfter: number;
  };
  /**
   * Rendering in headless Chromium. `enabled` (BROWSER_RENDERING=on) tells the fetch worker that a browser
   * worker serves `temporal.browserTaskQueue`; the rest bounds the browser worker itself.
   */
  browser: {
    enabled: boolean;
    chromiumPath: string | undefined;
    concurrency: number;
    pageTimeoutMs: number;
    maxDomBytes: number;
    maxPageMemoryMb: number;
  };
  /** DNS servers for domain verification; empty means the system resolver. */
  dns: { servers: string[] };
  /** Days a verified domain's TXT record may be missing at every re-check before the domain falls back to failed. */
  domainRecheckGraceDays: number;
  /** Days rows are kept after they stop mattering, pruned by the `retention` schedule. */
  retention: { sessionsDays: number; tokensDays: number; outboxDays: number; loginEventsDays: number };
  activityTiming: ActivityTiming;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Invalid configuration: ${variable} ${detail}`);
  }
}

/** Reads and validates the environment; throws a ConfigError naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const defined = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = environmentSchema.safeParse(defined);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(
      String(issue.path[0]),
      `${issue.message.toLowerCase()} (got ${JSON.stringify(defined[String(issue.path[0])] ?? null)})`,
    );
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction && !e.SECRET_KEY) throw new ConfigError('SECRET_KEY', 'is required when NODE_ENV=production');
  if (e.SESSION_MAX_AGE_DAYS < e.SESSION_TTL_DAYS)
    throw new ConfigError('SESSION_MAX_AGE_DAYS', `must be at least SESSION_TTL_DAYS (${e.SESSION_TTL_DAYS})`);
  if (isProduction && !e.DATABASE_URL) throw new ConfigError('DATABASE_URL', 'is required when NODE_ENV=production');
  if (isProduction && e.OAUTH_CIMD_TEST_LOCAL_HTTP)
    throw new ConfigError('OAUTH_CIMD_TEST_LOCAL_HTTP', 'is a test exception and must be off when NODE_ENV=production');
  const baseUrl = stripTrailingSlash(e.BASE_URL ?? `http://localhost:${e.PORT}`);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    baseUrl,
    appUrl: stripTrailingSlash(e.APP_URL ?? baseUrl),
    redirectAllowedOrigins: redirectAllowedOrigins(e, baseUrl),
    dataDir,
    picturesDir: e.PICTURES_DIR ? path.resolve(e.PICTURES_DIR) : path.join(dataDir, 'pictures'),
    database: {
      url: e.DATABASE_URL,
      poolMax: e.DATABASE_POOL_MAX,
      acquireTimeoutMs: e.DATABASE_ACQUIRE_TIMEOUT_MS,
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      embeddedPort: e.EMBEDDED_POSTGRES_PORT,
    },
    auditExportConcurrency: e.AUDIT_EXPORT_CONCURRENCY,
    temporal: {
      address: e.TEMPORAL_ADDRESS,
      namespace: e.TEMPORAL_NAMESPACE,
      taskQueue: e.TEMPORAL_TASK_QUEUE,
      browserTaskQueue: e.TEMPORAL_BROWSER_TASK_QUEUE,
      workflowBundle: e.TEMPORAL_WORKFLOW_BUNDLE,
      devServerPort: e.TEMPORAL_PORT,
      uiPort: e.TEMPORAL_UI_PORT,
    },
    supervisor: { restartLimit: e.SUPERVISOR_RESTART_LIMIT, restartWindowMs: e.SUPERVISOR_RESTART_WINDOW_MS },
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    secretKey: e.SECRET_KEY ?? DEVELOPMENT_SECRET_KEY,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    sessionMaxAgeDays: e.SESSION_MAX_AGE_DAYS,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, outboxDir: path.join(dataDir, 'outbox') },
    rateLimitsEnabled: e.RATE_LIMITS_ENABLED,
    outbound: { allowPrivateNetworks: e.FETCH_ALLOW_PRIVATE_NETWORKS },
    oauth: { clientMetadataTestLocalHttp: e.OAUTH_CIMD_TEST_LOCAL_HTTP },
    openai: { apiKey: e.OPENAI_API_KEY, model: e.OPENAI_MODEL, baseUrl: e.OPENAI_BASE_URL, timeoutMs: e.OPENAI_TIMEOUT_MS },
    topicGenerationTimeoutMs: e.TOPIC_GENERATION_TIMEOUT_MS,
    sourceChecks: {
      validationTimeoutMs: e.SOURCE_VALIDATION_TIMEOUT_MS,
      discoveryTimeoutMs: e.SOURCE_DISCOVERY_TIMEOUT_MS,
      maxDiscoveryFetches: e.SOURCE_DISCOVERY_MAX_FETCHES,
    },
    monitoring: {
      fetch: {
        timeoutMs: e.FETCH_TIMEOUT_MS,
        maxBodyBytes: e.FETCH_MAX_BODY_BYTES,
        maxRedirects: e.FETCH_MAX_REDIRECTS,
        concurrency: e.FETCH_CONCURRENCY,
        perHostConcurrency: e.FETCH_PER_HOST_CONCURRENCY,
      },
      hostPacing: { requestsPerSecond: e.FETCH_HOST_REQUESTS_PER_SECOND, maxWaitMs: e.FETCH_HOST_MAX_WAIT_MS },
      reading: {
        threads: e.FETCH_READING_THREADS ?? Math.min(4, availableParallelism()),
        timeoutMs: e.FETCH_READING_TIMEOUT_MS,
        memoryMb: e.FETCH_READING_MEMORY_MB,
      },
      batchSize: e.MONITORING_BATCH_SIZE,
      sourceFailingAfter: e.SOURCE_FAILING_AFTER,
    },
    browser: {
      enabled: e.BROWSER_RENDERING === 'on',
      chromiumPath: e.CHROMIUM_PATH,
      concurrency: e.BROWSER_CONCURRENCY ?? defaultBrowserConcurrency(),
      pageTimeoutMs: e.BROWSER_PAGE_TIMEOUT_MS,
      maxDomBytes: e.BROWSER_MAX_DOM_BYTES,
      maxPageMemoryMb: e.BROWSER_MAX_PAGE_MEMORY_MB,
    },
    dns: { servers: e.DNS_SERVERS?.split(',') ?? [] },
    domainRecheckGraceDays: e.DOMAIN_RECHECK_GRACE_DAYS,
    retention: {
      sessionsDays: e.RETENTION_SESSIONS_DAYS,
      tokensDays: e.RETENTION_TOKENS_DAYS,
      outboxDays: e.RETENTION_OUTBOX_DAYS,
      loginEventsDays: e.RETENTION_LOGIN_EVENTS_DAYS,
    },
    activityTiming: { workerLossTimeoutMs: e.WORKER_LOSS_TIMEOUT_SECONDS * 1000, retryIntervalFactor: e.ACTIVITY_RETRY_INTERVAL_FACTOR },
    billing: billingConfig(e),
  };
}

/** Billing is on when a secret key is set; then every price id and the webhook secret are required. */
function billingConfig(e: Environment): BillingConfig | null {
  if (!e.STRIPE_SECRET_KEY) return null;
  if (!e.STRIPE_WEBHOOK_SECRET) throw new ConfigError('STRIPE_WEBHOOK_SECRET', 'is required when STRIPE_SECRET_KEY is set');
  const prices = e as unknown as Record<string, string | undefined>;
  const price = (...parts: string[]): string => {
    const name = priceVariable(...parts);
    const value = prices[name];
    if (!value) throw new ConfigError(name, 'is required when STRIPE_SECRET_KEY is set');
    return value;
  };
  const byInterval = (item: string) =>
    Object.fromEntries(BILLING_INTERVALS.map((interval) => [interval, price(item, interval)])) as Record<BillingInterval, string>;
  return {
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    apiBase: e.STRIPE_API_BASE,
    catalogue: {
      tiers: Object.fromEntries(PAID_TIERS.map((tier) => [tier, byInterval(tier)])) as BillingCatalogue['tiers'],
      slotPack: byInterval('slot_pack'),
      creditPacks: Object.fromEntries(CREDIT_PACKS.map((pack) => [pack, price(pack)])) as BillingCatalogue['creditPacks'],
    },
  };
}

function redirectAllowedOrigins(e: Environment, baseUrl: string): string[] {
  const listed = e.REDIRECT_ALLOWED_ORIGINS?.split(',') ?? [];
  const origins = [e.APP_URL ?? baseUrl, baseUrl, ...listed].map((url) => new URL(url).origin);
  return [...new Set(origins)];
}

/** The connection string for processes that need one (API, worker, migrations). */
export function requireDatabaseUrl(config: Config): string {
  if (!config.database.url) throw new ConfigError('DATABASE_URL', 'is required for this process (npm start sets it for you)');
  return config.database.url;
}

export function requireTemporalAddress(config: Config): string {
  if (!config.temporal.address) throw new ConfigError('TEMPORAL_ADDRESS', 'is required for this process (npm start sets it for you)');
  return config.temporal.address;
}

function stripTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/**
 * Pages one browser worker renders at once when BROWSER_CONCURRENCY is unset: two per core, at most 16.
 * A render is mostly waiting (navigation, the page's own requests, settling), so one core keeps two busy.
 */
function defaultBrowserConcurrency(): number {
  return Math.min(16, Math.max(2, 2 * availableParallelism()));
}
