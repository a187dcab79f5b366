import { QueryTypes, type Sequelize } from 'sequelize';
import { retryAfterOf } from '../../domain/monitoring/checker/fetch-page';
import { createHostPacer } from '../../domain/monitoring/host-pacing';
import { createSequelize } from '../../platform/database';
import { testEnv, withDatabase } from '../support/environment';
import { createDatabaseFromTemplate, dropDatabase } from '../support/harness';

/**
 * Two workers' pacers sharing one database: together they keep a host's rate, a refusal holds both off,
 * and a host asking for more than a check may wait fails the turn at once.
 */
const DATABASE = `vigil_host_pacing_${process.pid}`;
const RATE = 40;

describe('the per-host pace shared through PostgreSQL', () => {
  const admin = testEnv('adminDatabaseUrl');
  let first: Sequelize;
  let second: Sequelize;
  beforeAll(async () => {
    await createDatabaseFromTemplate(admin, DATABASE, testEnv('templateDatabase'));
    first = createSequelize({ url: withDatabase(admin, DATABASE), poolMax: 2 });
    second = createSequelize({ url: withDatabase(admin, DATABASE), poolMax: 2 });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await dropDatabase(admin, DATABASE);
  });

  it('lets two workers together send no more than the rate (plus a quarter second) in any second', async () => {
    const pacers = [first, second].map((sequelize) => createHostPacer(sequelize, { requestsPerSecond: RATE, maxWaitMs: 10_000 }));
    const started = Date.now();
    const times: number[] = [];
    await Promise.all(
      Array.from({ length: 100 }, async (_, index) => {
        await pacers[index % 2]!.turn('shop.example');
        times.push(Date.now() - started);
      }),
    );
    times.sort((a, b) => a - b);
    const busiestSecond = Math.max(...times.map((time) => times.filter((other) => other >= time && other < time + 1000).length));
    expect(busiestSecond).toBeLessThanOrEqual(RATE * 1.25 + 1);
    // 100 requests at 40/s with a bucket of 10: at least (100 - 10) / 40 seconds.
    expect(times.at(-1)!).toBeGreaterThanOrEqual(2_100);
  });

  it('holds every worker off after a refusal, for Retry-After, and ends the back-off on the next answer', async () => {
    const [one, other] = [first, second].map((sequelize) => createHostPacer(sequelize, { requestsPerSecond: RATE, maxWaitMs: 10_000 }));
    await one!.turn('busy.example');
    await one!.refused('busy.example', 1_500);
    const asked = Date.now();
    await other!.turn('busy.example');
    expect(Date.now() - asked).toBeGreaterThanOrEqual(1_300);
    await one!.answered('busy.example');
    const [row] = await first.query<{ backoff_ms: number }>(`SELECT backoff_ms FROM host_pacing WHERE host = 'busy.example'`, {
      type: QueryTypes.SELECT,
    });
    expect(row!.backoff_ms).toBe(0);
  });

  it('fails the turn at once, saying why, when the host asks to wait longer than a check may', async () => {
    const patient = createHostPacer(first, { requestsPerSecond: RATE, maxWaitMs: 10_000 });
    const hurried = createHostPacer(second, { requestsPerSecond: RATE, maxWaitMs: 1_000 });
    await patient.turn('closed.example');
    await patient.refused('closed.example', 120_000);
    const asked = Date.now();
    await expect(hurried.turn('closed.example')).rejects.toThrow(/asked to wait 120 s/);
    expect(Date.now() - asked).toBeLessThan(1_000);
  });

  it('reads Retry-After as seconds or as a date', () => {
    const now = Date.parse('2026-11-26T04:00:00Z');
    expect(retryAfterOf('120', now)).toBe(120_000);
    expect(retryAfterOf('Thu, 26 Nov 2026 04:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterOf('soon', now)).toBeNull();
    expect(retryAfterOf(null, now)).toBeNull();
  });
});
