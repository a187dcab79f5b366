import type { AddressInfo } from 'node:net';
import { WorkflowFailedError } from '@temporalio/client';
import { SMTPServer } from 'smtp-server';
import { queueMail } from '../../domain/mail/outbox';
import { EmailOutboxModel } from '../../models/mail';
import { startHarness, type Harness } from '../support/harness';
import { uniqueEmail } from '../support/users';
import { mailWorkflowId } from '../../workflows/contract';

/** A real SMTP server that refuses `refused-*` recipients for good (550) and `busy-*` ones once (451). */
async function startPickySmtp() {
  const accepted: string[] = [];
  const deferredOnce = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const to = address.address;
      if (to.startsWith('refused-')) return callback(Object.assign(new Error('5.1.1 No such mailbox'), { responseCode: 550 }));
      if (to.startsWith('busy-') && !deferredOnce.has(to)) {
        deferredOnce.add(to);
        return callback(Object.assign(new Error('4.7.1 Try again later'), { responseCode: 451 }));
      }
      accepted.push(to);
      return callback();
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => callback());
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, accepted, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('e-mail delivery when the SMTP server refuses', () => {
  let harness: Harness;
  let smtp: Awaited<ReturnType<typeof startPickySmtp>>;
  beforeAll(async () => {
    smtp = await startPickySmtp();
    harness = await startHarness({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await harness.stop();
    await smtp.stop();
  });

  async function deliver(to: string) {
    const outboxId = await harness.sequelize.transaction((transaction) =>
      queueMail({ purpose: 'Test mail', to, subject: 'Refusal test', text: 'Hello' }, async () => undefined, transaction),
    );
    const handle = await harness.temporal.workflow.start('deliverEmailWorkflow', {
      workflowId: mailWorkflowId(outboxId),
      taskQueue: harness.config.temporal.taskQueue,
      args: [outboxId],
    });
    return { outboxId, result: handle.result() };
  }

  it('stops after the first attempt on a permanent (5xx) refusal', async () => {
    const { outboxId, result } = await deliver(uniqueEmail('refused'));
    const failure = await result.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WorkflowFailedError);
    expect((failure as WorkflowFailedError).cause?.cause).toMatchObject({ type: 'PermanentDeliveryError', nonRetryable: true });
    const row = await EmailOutboxModel.findByPk(outboxId, { raw: true });
    expect(row).toMatchObject({ attempts: 1, sentAt: null, lastError: expect.stringContaining('No such mailbox') });
  });

  it('retries a transient (4xx) refusal and delivers', async () => {
    const to = uniqueEmail('busy');
    const { outboxId, result } = await deliver(to);
    await result;
    expect(smtp.accepted).toContain(to);
    const row = await EmailOutboxModel.findByPk(outboxId, { raw: true });
    expect(row).toMatchObject({ attempts: 2, lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });
});
