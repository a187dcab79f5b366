import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { PRUNE_BATCH_SIZE } from '../../domain/retention/prune';
import { startHarness, type Harness } from '../support/harness';
import { expectIntervalSchedule } from '../support/schedules';
import { replayFreshAndRecorded } from '../support/replay';
import { signUpUser, type SignedUpUser } from '../support/users';
import { retentionScheduleId } from '../../workflows/contract';
import { utimes } from 'node:fs/promises';
import { createFilePictureStore } from '../../domain/pictures/store';
import { PICTURE_GRACE_MS } from '../../domain/retention/pictures';
import { recordChange, watchOneSource } from '../support/changes';
import { createTeam } from '../support/organizations';
import { createProject } from '../support/projects';

const BULK = PRUNE_BATCH_SIZE * 2 + 200;

describe('the retention workflow and its schedule', () => {
  let harness: Harness;
  let user: SignedUpUser;
  beforeAll(async () => {
    harness = await startHarness();
    // Paused so an hourly run cannot race the counts below; the test starts the workflow itself.
    await harness.temporal.schedule.getHandle(retentionScheduleId(harness.config.temporal.taskQueue)).pause('retention test');
    user = await signUpUser(harness, 'retained');
  });
  afterAll(() => harness.stop());

  const sql = (query: string, bind: unknown[] = []) => harness.sequelize.query(query, { bind });
  const ids = async (table: string) =>
    ((await harness.sequelize.query(`SELECT id FROM ${table}`, { plain: false }))[0] as Array<{ id: string }>).map((row) => row.id);

  async function insertSession(expiresAt: string, revokedAt: string | null = null): Promise<string> {
    const id = randomUUID();
    await sql(
      `INSERT INTO sessions (id, user_id, token_hash, method, expires_at, revoked_at) VALUES ($1, $2, $3, 'password', ${expiresAt}, ${revokedAt ?? 'NULL'})`,
      [id, user.id, randomUUID()],
    );
    return id;
  }

  async function insertToken(expiresAt: string, usedAt: string | null = null): Promise<string> {
    const id = randomUUID();
    await sql(
      `INSERT INTO user_tokens (id, user_id, purpose, token_hash, expires_at, used_at) VALUES ($1, $2, 'magic_link', $3, ${expiresAt}, ${usedAt ?? 'NULL'})`,
      [id, user.id, randomUUID()],
    );
    return id;
  }

  async function insertMail(createdAt: string, sentAt: string | null): Promise<string> {
    const id = randomUUID();
    await sql(
      `INSERT INTO email_outbox (id, to_address, subject, text_body, created_at, sent_at) VALUES ($1, 'someone@example.com', 'Kept?', 'Body', ${createdAt}, ${sentAt ?? 'NULL'})`,
      [id],
    );
    return id;
  }

  async function insertLoginEvent(createdAt: string): Promise<string> {
    const id = randomUUID();
    await sql(
      `INSERT INTO login_events (id, user_id, email, action, success, created_at) VALUES ($1, $2, $3, 'sign_in.password', true, ${createdAt})`,
      [id, user.id, user.email],
    );
    return id;
  }

  const runWorkflow = (workflowId: string) =>
    harness.temporal.workflow.start('pruneRetentionWorkflow', { workflowId, taskQueue: harness.config.temporal.taskQueue });

  it('deletes rows past their period in batches, keeps recent rows and undelivered mail, and replays', async () => {
    const liveSessions = await ids('sessions');
    const recentEvents = await ids('login_events');
    await insertSession(`now() - interval '8 days'`);
    await insertSession(`now() + interval '1 day'`, `now() - interval '8 days'`);
    const recentSessions = [
      await insertSession(`now() - interval '6 days'`),
      await insertSession(`now() + interval '1 day'`, `now() - interval '1 day'`),
    ];
    const liveTokens = await ids('user_tokens');
    await insertToken(`now() - interval '8 days'`);
    await insertToken(`now() + interval '1 day'`, `now() - interval '8 days'`);
    const recentTokens = [await insertToken(`now() - interval '6 days'`), await insertToken(`now() + interval '1 hour'`)];
    const oldMail = await insertMail(`now() - interval '40 days'`, `now() - interval '31 days'`);
    await sql(
      `INSERT INTO email_outbox (id, to_address, subject, text_body, created_at, sent_at)
       SELECT gen_random_uuid(), 'bulk@example.com', 'Bulk', 'Body', now() - interval '40 days', now() - interval '35 days' FROM generate_series(1, ${BULK})`,
    );
    const keptMail = [
      await insertMail(`now() - interval '2 days'`, `now() - interval '29 days'`),
      await insertMail(`now() - interval '400 days'`, null),
    ];
    await sql(
      `INSERT INTO login_events (id, user_id, email, action, success, created_at)
       SELECT gen_random_uuid(), $1, $2, 'sign_in.password', true, now() - interval '400 days' - g * interval '1 second' FROM generate_series(1, ${BULK}) AS g`,
      [user.id, user.email],
    );
    const withinPeriod = await insertLoginEvent(`now() - interval '364 days'`);
    const historyIds = async () =>
      ((await user.agent.get('/api/user/me/login-history')).body.data as Array<{ id: string }>).map((event) => event.id);
    expect(await historyIds()).toContain(withinPeriod);

    const handle = await runWorkflow(`retention-test-${randomUUID()}`);
    expect(await handle.result()).toEqual({ sessions: 2, tokens: 2, outbox: BULK + 1, loginEvents: BULK, pictures: 0 });

    expect((await ids('sessions')).sort()).toEqual([...liveSessions, ...recentSessions].sort());
    expect((await ids('user_tokens')).sort()).toEqual([...liveTokens, ...recentTokens].sort());
    const mail = await ids('email_outbox');
    expect(mail).toEqual(expect.arrayContaining(keptMail));
    expect(mail).not.toContain(oldMail);
    expect(((await sql(`SELECT count(*)::int AS n FROM email_outbox WHERE subject = 'Bulk'`))[0] as Array<{ n: number }>)[0]!.n).toBe(0);
    expect((await historyIds()).sort()).toEqual([...recentEvents, withinPeriod].sort());
    expect(
      (
        (await sql(`SELECT count(*)::int AS n FROM login_events WHERE created_at < now() - interval '365 days'`))[0] as Array<{ n: number }>
      )[0]!.n,
    ).toBe(0);

    await replayFreshAndRecorded(path.join(__dirname, 'histories'), 'prune-retention', await handle.fetchHistory(), handle.workflowId);
  });

  it('deletes nothing more when run again', async () => {
    const handle = await runWorkflow(`retention-again-${randomUUID()}`);
    expect(await handle.result()).toEqual({ sessions: 0, tokens: 0, outbox: 0, loginEvents: 0, pictures: 0 });
  });

  it('deletes the pictures of a change that is gone, keeps one a source still shows and one just stored', async () => {
    const store = createFilePictureStore(harness.config.picturesDir);
    const picture = (name: string) => store.put(Buffer.from(`a picture of ${name} ${randomUUID()}`));
    const [before, shared, diff, fresh] = [
      await picture('before'),
      await picture('after'),
      await picture('the diff'),
      await picture('next'),
    ];
    const teamId = (await createTeam(user)).id;
    const projectId = (await createProject(user, teamId)).id;
    const sourceId = await watchOneSource(user, teamId, projectId);
    // The source's current screenshot is the change's `after`: still shown once the change is gone.
    const changeId = await recordChange(harness, projectId, sourceId, '@@ -1 +1 @@\n-a\n+b', 'Changed', {
      screenshot: shared,
      before,
      diff,
    });
    await sql('DELETE FROM changes WHERE id = $1', [changeId]);
    const longAgo = new Date(Date.now() - 2 * PICTURE_GRACE_MS);
    for (const hash of [before, shared, diff])
      await utimes(path.join(harness.config.picturesDir, hash.slice(0, 2), `${hash}.png`), longAgo, longAgo);

    const handle = await runWorkflow(`retention-pictures-${randomUUID()}`);
    expect(await handle.result()).toEqual({ sessions: 0, tokens: 0, outbox: 0, loginEvents: 0, pictures: 2 });
    const kept = async (hash: string) => (await store.get(hash)) !== null;
    expect({ before: await kept(before), diff: await kept(diff), shared: await kept(shared), fresh: await kept(fresh) }).toEqual({
      before: false,
      diff: false,
      shared: true,
      fresh: true,
    });
  });

  it('deletes only mail no table refers to', async () => {
    const [rows] = await sql(`SELECT count(*)::int AS n FROM pg_constraint WHERE contype = 'f' AND confrelid = 'email_outbox'::regclass`);
    expect((rows as Array<{ n: number }>)[0]!.n).toBe(0);
  });

  it('has an hourly schedule per task queue that starts the workflow without overlap', async () => {
    const { taskQueue } = harness.config.temporal;
    expect(retentionScheduleId(taskQueue)).toBe(`retention/${taskQueue}`);
    await expectIntervalSchedule(harness, retentionScheduleId(taskQueue), 'pruneRetentionWorkflow', 3_600_000);
  });
});
