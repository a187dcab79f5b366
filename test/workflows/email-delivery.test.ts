import fs from 'node:fs';
import path from 'node:path';
import { temporal } from '@temporalio/proto';
import { Worker } from '@temporalio/worker';
import { EmailOutboxModel } from '../../models/identity';
import { queueMail } from '../../domain/mail/outbox';
import { emailWorkflowId } from '../../workflows/email';
import { testEnv } from '../support/environment';
import { startHarness, type Harness } from '../support/harness';
import { uniqueEmail } from '../support/users';

// Binary protobuf: the SDK's JSON helpers trip over its two bundled protobufjs copies.
const RECORDED_HISTORY = path.join(__dirname, 'histories', 'deliver-email.history.bin');
const { History } = temporal.api.history.v1;

describe('the e-mail delivery workflow', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(() => harness.stop());

  async function queue(to: string): Promise<string> {
    return harness.sequelize.transaction((transaction) =>
      queueMail({ to, subject: 'Workflow test', text: 'Hello from the outbox' }, transaction, async () => undefined),
    );
  }

  function deliver(outboxId: string, workflowId = emailWorkflowId(outboxId)) {
    return harness.temporal.workflow.start('deliverEmailWorkflow', { workflowId, taskQueue: harness.config.temporal.taskQueue, args: [outboxId] });
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
    await (await deliver(outboxId, `${emailWorkflowId(outboxId)}/again`)).result();
    const row = await EmailOutboxModel.findByPk(outboxId, { raw: true });
    expect(row!.attempts).toBe(1);
    await expect(harness.smtp.nextMailTo(to, undefined, 1_500)).rejects.toThrow(/no mail/);
  });

  it('replays its own fresh history and the recorded one without non-determinism', async () => {
    const outboxId = await queue(uniqueEmail('replay'));
    const handle = await deliver(outboxId);
    await handle.result();
    const history = await handle.fetchHistory();
    if (process.env.RECORD_WORKFLOW_HISTORIES === '1') fs.writeFileSync(RECORDED_HISTORY, History.encode(history).finish());
    const workflowBundle = { codePath: testEnv('workflowBundle') };
    await Worker.runReplayHistory({ workflowBundle }, history, handle.workflowId);
    const recorded = History.decode(fs.readFileSync(RECORDED_HISTORY));
    await Worker.runReplayHistory({ workflowBundle }, recorded, 'recorded-deliver-email');
  });
});
