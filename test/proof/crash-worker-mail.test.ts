import { QueryTypes } from 'sequelize';
import { EmailOutboxModel } from '../../models/mail';
import { eventually } from '../support/runs';
import { signUpUnverifiedUser } from '../support/users';
import { startCrashHarness, type CrashHarness } from '../support/worker-crashes';
import { mailWorkflowId } from '../../workflows/contract';

describe('a worker killed while it delivers an e-mail', () => {
  let crash: CrashHarness;
  beforeAll(async () => {
    crash = await startCrashHarness({ RATE_LIMITS_ENABLED: 'false' });
    await crash.startWorker();
  }, 120_000);
  afterAll(() => crash.stop(), 60_000);

  const outboxRowTo = async (email: string) => (await EmailOutboxModel.findOne({ where: { toAddress: email }, raw: true }))!;
  const deliveredTo = (email: string) => crash.harness.smtp.messages.filter((message) => message.to.includes(email));
  const sent = async (email: string) => {
    await crash.harness.temporal.workflow.getHandle(mailWorkflowId((await outboxRowTo(email)).id)).result();
    return outboxRowTo(email);
  };

  it('sends the mail once when the kill lands before the SMTP server accepted it', async () => {
    const held = crash.harness.smtp.holdNext();
    const { email } = await signUpUnverifiedUser(crash.harness.app, 'held');
    await held.arrived;
    await crash.killWorker();
    await crash.startWorker();

    expect(await sent(email)).toMatchObject({ attempts: 2, lastError: null, sentAt: expect.any(Date) });
    expect(deliveredTo(email)).toHaveLength(1);
    // The lost attempt was noticed and retried on the killed worker's timing (KILLED_WORKER_TIMING), not the default.
    const history = await crash.harness.temporal.workflow.getHandle(mailWorkflowId((await outboxRowTo(email)).id)).fetchHistory();
    const scheduled = history.events!.flatMap((event) => event.activityTaskScheduledEventAttributes ?? []);
    expect(
      scheduled.map(({ activityType, heartbeatTimeout, retryPolicy }) => ({
        activity: activityType?.name,
        heartbeatSeconds: Number(heartbeatTimeout?.seconds),
        firstRetryMs: Number(retryPolicy?.initialInterval?.seconds ?? 0) * 1000 + (retryPolicy?.initialInterval?.nanos ?? 0) / 1e6,
      })),
    ).toEqual([{ activity: 'deliverEmail', heartbeatSeconds: 5, firstRetryMs: 1_000 }]);
  }, 90_000);

  /**
   * SMTP has no idempotency: a message accepted (250) by the server but not yet recorded as sent when
   * the worker dies is sent again. Both copies carry the outbox row's one Message-ID.
   */
  it('sends a copy with the same Message-ID when the kill lands after the SMTP server accepted it', async () => {
    const held = crash.harness.smtp.holdNext();
    const { email } = await signUpUnverifiedUser(crash.harness.app, 'accepted');
    await held.arrived;
    const { id } = await outboxRowTo(email);
    const lock = await crash.harness.sequelize.transaction();
    try {
      await crash.harness.sequelize.query('SELECT id FROM email_outbox WHERE id = :id FOR UPDATE', {
        replacements: { id },
        transaction: lock,
      });
      held.accept();
      // The worker's "sent" update now waits on the row lock: the kill lands between the 250 and the record.
      const [waiting] = await eventually(
        () =>
          crash.harness.sequelize.query<{ pid: number }>(
            `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE 'UPDATE "email_outbox"%'`,
            { type: QueryTypes.SELECT },
          ),
        (rows) => rows.length === 1,
      );
      expect(deliveredTo(email)).toHaveLength(1);
      await crash.killWorker();
      // PostgreSQL would still run the dead worker's statement once the lock goes; a crash a moment
      // earlier would not have sent it at all, which ending its connection reproduces.
      await crash.harness.sequelize.query('SELECT pg_terminate_backend(:pid)', { replacements: { pid: waiting!.pid } });
    } finally {
      await lock.rollback();
    }
    await crash.startWorker();

    expect(await sent(email)).toMatchObject({ attempts: 2, lastError: null, sentAt: expect.any(Date) });
    const copies = deliveredTo(email);
    expect(copies).toHaveLength(2);
    expect(copies[0]!.messageId).toBe(`<${id}@vigil.local>`);
    expect(copies[1]!.messageId).toBe(copies[0]!.messageId);
  }, 90_000);
});
