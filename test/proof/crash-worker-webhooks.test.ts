import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { WebhookDeliveryModel } from '../../models/webhooks';
import { createTeam } from '../support/organizations';
import { signUpUser } from '../support/users';
import { startCrashHarness, type CrashHarness } from '../support/worker-crashes';
import { webhookDeliveryWorkflowId } from '../../workflows/contract';

interface Arrival {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver that never answers its first request (the kill lands while it waits) and 204s the rest. */
async function startHoldingReceiver() {
  const arrivals: Arrival[] = [];
  let signalFirst: () => void;
  const firstArrived = new Promise<void>((resolve) => (signalFirst = resolve));
  let signalSecond: () => void;
  const secondArrived = new Promise<void>((resolve) => (signalSecond = resolve));
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      arrivals.push({ headers: req.headers, body });
      if (arrivals.length === 1) return signalFirst();
      res.writeHead(204).end();
      signalSecond();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    arrivals,
    firstArrived,
    secondArrived,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('a worker killed while a webhook delivery waits for the receiver', () => {
  let crash: CrashHarness;
  beforeAll(async () => {
    crash = await startCrashHarness({ RATE_LIMITS_ENABLED: 'false', FETCH_ALLOW_PRIVATE_NETWORKS: 'true' });
    await crash.startWorker();
  }, 120_000);
  afterAll(() => crash.stop(), 60_000);

  it('delivers on the next worker with the same webhook-id, recorded as delivered once', async () => {
    const receiver = await startHoldingReceiver();
    try {
      const owner = await signUpUser(crash.harness, 'owner');
      const base = `/api/user/organizations/${(await createTeam(owner)).id}/webhooks`;
      const endpoint = (await owner.agent.post(base).send({ url: receiver.url, events: ['change.detected'] })).body.data as {
        id: string;
        secret: string;
      };
      const sent = await owner.agent.post(`${base}/${endpoint.id}/test`);
      expect(sent.status).toBe(202);
      const deliveryId: string = sent.body.data.id;

      await receiver.firstArrived;
      await crash.killWorker();
      expect(await WebhookDeliveryModel.findByPk(deliveryId, { raw: true })).toMatchObject({
        status: 'pending',
        attempts: 0,
        deliveredAt: null,
      });

      await crash.startWorker();
      await receiver.secondArrived;
      expect(await crash.harness.temporal.workflow.getHandle(webhookDeliveryWorkflowId(deliveryId)).result()).toBe('succeeded');

      // Standard Webhooks delivers at least once: the request cut off by the kill is sent again, and
      // both carry the one webhook-id the receiver deduplicates on, each with a valid signature.
      expect(receiver.arrivals).toHaveLength(2);
      const verifier = new Webhook(endpoint.secret);
      for (const arrival of receiver.arrivals) {
        expect(arrival.headers['webhook-id']).toBe(deliveryId);
        expect(verifier.verify(arrival.body, arrival.headers as Record<string, string>)).toMatchObject({
          type: 'webhook.test',
          data: { webhookId: endpoint.id },
        });
      }
      expect(await WebhookDeliveryModel.count({ where: { endpointId: endpoint.id } })).toBe(1);
      expect(await WebhookDeliveryModel.findByPk(deliveryId, { raw: true })).toMatchObject({
        status: 'succeeded',
        attempts: 1,
        lastResponseCode: 204,
        lastError: null,
        nextRetryAt: null,
      });
      const listed = await owner.agent.get(`${base}/${endpoint.id}/deliveries`);
      expect(listed.body.data).toEqual([expect.objectContaining({ id: deliveryId, status: 'succeeded', attempts: 1 })]);
    } finally {
      await receiver.stop();
    }
  }, 120_000);
});
