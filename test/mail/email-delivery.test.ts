import path from 'node:path';
import { EmailOutboxModel } from '../../models/mail';
import { queueMail } from '../../domain/mail/outbox';
import { startHarness, type Harness } from '../support/harness';
import { expectIntervalSchedule } from '../support/schedules';
import { uniqueEmail } from '../support/users';
import { replayFreshAndRecorded } from '../support/replay';
import { mailDispatchScheduleId, mailWorkflowId } from '../../workflows/contract';

const HISTORIES = path.join(__dirname, 'histories');

describe('the e-mail delivery workflow', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(() => harness.stop());

  async function queue(to: string): Promise<string> {
    return harness.sequelize.transaction((transaction) =>
      queueMail({ purpose: 'Test mail', to, subject: 'Workflow test', text: 'Hello from the outbox' }, async () => undefined, transaction),
    );
  }

  function deliver(outboxId: string, workflowId = mailWorkflowId(outboxId)) {
    return harness.temporal.workflow.start('deliverEmailWorkflow', {
      workflowId,
      taskQueue: harness.config.temporal.taskQueue,
      args: [outboxId],
    });
  }

  it('sends an outbox mail over SMTP and marks it sent', async () => {
    const to = uniqueEmail('outbox');
    const outboxId = await queue(to);
    await (await deliver(outboxId)).result();
    const mail = await harness.smtp.nextMailTo(to);
    expect(mail).toMatchObject({ subject: 'Workflow test', text: expect.stringContaining('Hello from the outbox') });
    const row = await EmailOutboxModel.findByPk(outboxId, { raw: true });
    expect(row).toMatchObject({ attempts: 1, lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it('does not send the same mail twice when delivery runs again', async () => {
    const to = uniqueEmail('once');
    const outboxId = await queue(to);
    await (await deliver(outboxId)).result();
    await harness.smtp.nextMailTo(to);
    await (await deliver(outboxId, `${mailWorkflowId(outboxId)}/again`)).result();
    const row = await EmailOutboxModel.findByPk(outboxId, { raw: true });
    expect(row!.attempts).toBe(1);
    await expect(harness.smtp.nextMailTo(to, undefined, 1_500)).rejects.toThrow(/no mail/);
  });

  it('replays its own fresh history and the recorded one without non-determinism', async () => {
    const outboxId = await queue(uniqueEmail('replay'));
    const handle = await deliver(outboxId);
    await handle.result();
    const history = await handle.fetchHistory();
    await replayFreshAndRecorded(HISTORIES, 'deliver-email', history, handle.workflowId);
  });

  it('starts delivery of mail that was committed but never handed to Temporal, once', async () => {
    const to = uniqueEmail('stranded');
    const outboxId = await queue(to);
    await harness.sequelize.query(`UPDATE email_outbox SET created_at = now() - interval '5 minutes' WHERE id = :outboxId`, {
      replacements: { outboxId },
    });
    const dispatch = () =>
      harness.temporal.workflow.start('dispatchStrandedEmailWorkflow', {
        workflowId: `dispatch-${outboxId}-${Date.now()}`,
        taskQueue: harness.config.temporal.taskQueue,
      });
    const first = await dispatch();
    expect(await first.result()).toBe(1);
    await harness.smtp.nextMailTo(to);
    const second = await dispatch();
    expect(await second.result()).toBe(0);
    await replayFreshAndRecorded(HISTORIES, 'dispatch-stranded-email', await first.fetchHistory(), first.workflowId);
  });

  it('leaves fresh mail to its own delivery workflow', async () => {
    const outboxId = await queue(uniqueEmail('fresh'));
    const handle = await harness.temporal.workflow.start('dispatchStrandedEmailWorkflow', {
      workflowId: `dispatch-fresh-${outboxId}`,
      taskQueue: harness.config.temporal.taskQueue,
    });
    expect(await handle.result()).toBe(0);
  });

  it('has a schedule that runs the dispatcher every five minutes without overlap', async () => {
    await expectIntervalSchedule(
      harness,
      mailDispatchScheduleId(harness.config.temporal.taskQueue),
      'dispatchStrandedEmailWorkflow',
      300_000,
    );
  });
});
