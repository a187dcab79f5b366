import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { queueWebhookEvent } from '../../domain/webhooks/deliveries';
import type { ChangeDetectedData, DigestReadyData, EventData, RunFailedData } from '../../domain/webhooks/payloads';
import { createWebhookSender } from '../../integrations/webhooks/http-sender';
import { WebhookDeliveryModel, WebhookEndpointModel, type WebhookEvent } from '../../models/webhooks';
import { webhookDeliveryWorkflowId, webhookDispatchScheduleId } from '../../workflows/contract';
import { type webhookDeliveryWorkflow } from '../../workflows/webhook-delivery';
import { startHarness, type Harness } from '../support/harness';
import { expectIntervalSchedule } from '../support/schedules';
import { createTeam } from '../support/organizations';
import { signUpUser, type SignedUpUser } from '../support/users';
import { startReceiver, type Receiver } from './support';
import { replayFreshAndRecorded } from '../support/replay';

const HISTORIES = path.join(__dirname, 'histories');

/** Short waits so a test sees several attempts; production waits about a day in total. */
const QUICK_RETRIES = [200, 200, 200];

describe('webhook delivery', () => {
  let harness: Harness;
  const receivers: Receiver[] = [];
  beforeAll(async () => {
    harness = await startHarness({ env: { RATE_LIMITS_ENABLED: 'false', FETCH_ALLOW_PRIVATE_NETWORKS: 'true' } });
  });
  afterAll(async () => {
    await Promise.all(receivers.map((receiver) => receiver.stop()));
    await harness.stop();
  });

  async function receiver(...args: Parameters<typeof startReceiver>) {
    const started = await startReceiver(...args);
    receivers.push(started);
    return started;
  }

  async function endpointFor(owner: SignedUpUser, organizationId: string, body: Record<string, unknown>) {
    const res = await owner.agent.post(`/api/user/organizations/${organizationId}/webhooks`).send(body);
    if (res.status !== 201) throw new Error(`webhook creation failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data as { id: string; secret: string };
  }

  /** Queues an event as a run would and runs each delivery workflow with quick retries; returns the handles. */
  async function emit<E extends WebhookEvent>(
    event: E,
    organizationId: string,
    relevant: boolean | null,
    data: EventData[E],
    retryDelaysMs = QUICK_RETRIES,
  ) {
    const handles: Array<Awaited<ReturnType<typeof harness.temporal.workflow.start<typeof webhookDeliveryWorkflow>>>> = [];
    const ids = await harness.sequelize.transaction((transaction) =>
      queueWebhookEvent(
        event,
        { organizationId, projectId: randomUUID(), relevant },
        data,
        async (deliveryIds) => {
          for (const deliveryId of deliveryIds) {
            handles.push(
              await harness.temporal.workflow.start<typeof webhookDeliveryWorkflow>('webhookDeliveryWorkflow', {
                workflowId: webhookDeliveryWorkflowId(deliveryId),
                taskQueue: harness.config.temporal.taskQueue,
                args: [deliveryId, retryDelaysMs],
              }),
            );
          }
        },
        transaction,
      ),
    );
    return { ids, handles };
  }

  const runFailed = (): RunFailedData => ({
    runId: randomUUID(),
    projectId: randomUUID(),
    projectName: 'Competitors',
    error: 'Every source timed out',
    failedAt: new Date().toISOString(),
  });

  const change: ChangeDetectedData = {
    changeId: randomUUID(),
    projectId: randomUUID(),
    projectName: 'Competitors',
    topicId: randomUUID(),
    topicName: 'Pricing',
    sourceUrl: 'https://acme.example/pricing',
    summary: 'Pro went from $20 to $25.',
    relevant: true,
    importance: 'high',
    matchedWatchFor: ['price increase'],
    evidence: [],
    facts: [],
    detectedAt: new Date().toISOString(),
  };

  it('retries a failing receiver with the same webhook-id and a valid signature each time, until it accepts: one logical delivery', async () => {
    const owner = await signUpUser(harness, 'owner');
    const team = await createTeam(owner);
    const flaky = await receiver((count) => ({ status: count <= 2 ? 500 : 200 }));
    const endpoint = await endpointFor(owner, team.id, { url: flaky.url, events: ['change.detected'] });
    const { ids, handles } = await emit('change.detected', team.id, true, change);
    expect(ids).toHaveLength(1);
    expect(await handles[0]!.result()).toBe('succeeded');

    expect(flaky.received).toHaveLength(3);
    const verifier = new Webhook(endpoint.secret);
    for (const request of flaky.received) {
      expect(request.headers['webhook-id']).toBe(ids[0]);
      expect(verifier.verify(request.body, request.headers as Record<string, string>)).toEqual({
        type: 'change.detected',
        timestamp: expect.any(String),
        data: change,
      });
    }
    expect(() =>
      new Webhook(`whsec_${Buffer.from('another secret of 24 byt').toString('base64')}`).verify(
        flaky.received[0]!.body,
        flaky.received[0]!.headers as Record<string, string>,
      ),
    ).toThrow();
    const delivery = await WebhookDeliveryModel.findByPk(ids[0]!, { raw: true });
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 3, lastResponseCode: 200, lastError: null, nextRetryAt: null });
    expect(await WebhookDeliveryModel.count({ where: { endpointId: endpoint.id } })).toBe(1);
    expect((await WebhookEndpointModel.findByPk(endpoint.id, { raw: true }))!.failingSince).toBeNull();

    await replayFreshAndRecorded(HISTORIES, 'webhook-delivery-retried', await handles[0]!.fetchHistory(), handles[0]!.workflowId);
  });

  it('sends only to endpoints that asked for the event, its project and, when they want it, relevance', async () => {
    const owner = await signUpUser(harness, 'owner');
    const team = await createTeam(owner);
    const all = await receiver();
    const relevantOnly = await receiver();
    const runsOnly = await receiver();
    await endpointFor(owner, team.id, { url: all.url, events: ['change.detected'], onlyRelevant: false });
    await endpointFor(owner, team.id, { url: relevantOnly.url, events: ['change.detected'] });
    await endpointFor(owner, team.id, { url: runsOnly.url, events: ['run.failed'] });
    const irrelevant = await emit('change.detected', team.id, false, { ...change, relevant: false });
    expect(irrelevant.ids).toHaveLength(1);
    await Promise.all(irrelevant.handles.map((handle) => handle.result()));
    expect([all.received.length, relevantOnly.received.length, runsOnly.received.length]).toEqual([1, 0, 0]);
    const relevant = await emit('change.detected', team.id, true, change);
    expect(relevant.ids).toHaveLength(2);
    await Promise.all(relevant.handles.map((handle) => handle.result()));
    expect([all.received.length, relevantOnly.received.length, runsOnly.received.length]).toEqual([2, 1, 0]);
  });

  it('posts a readable message to a Slack-compatible URL', async () => {
    const owner = await signUpUser(harness, 'owner');
    const team = await createTeam(owner);
    const slack = await receiver();
    await endpointFor(owner, team.id, { url: slack.url, events: ['change.detected', 'run.failed'], format: 'slack' });
    await Promise.all((await emit('change.detected', team.id, true, change)).handles.map((handle) => handle.result()));
    await Promise.all(
      (
        await emit('run.failed', team.id, null, {
          runId: randomUUID(),
          projectId: change.projectId,
          projectName: 'Competitors',
          error: 'Every source timed out',
          failedAt: new Date().toISOString(),
        })
      ).handles.map((handle) => handle.result()),
    );
    expect(slack.received.map((request) => JSON.parse(request.body))).toEqual([
      { text: '*Change detected* on <https://acme.example/pricing> (Competitors › Pricing, high importance)\nPro went from $20 to $25.' },
      { text: '*Monitoring run failed* for Competitors: Every source timed out' },
    ]);
  });

  it('escapes page-derived text in Slack messages: a monitored page cannot ping the channel or disguise a link', async () => {
    const owner = await signUpUser(harness, 'owner');
    const team = await createTeam(owner);
    const slack = await receiver();
    await endpointFor(owner, team.id, { url: slack.url, events: ['change.detected'], format: 'slack' });
    // The attacker controls the monitored page, so the summary and even the source URL carry Slack markup.
    const hostile = {
      ...change,
      sourceUrl: 'https://attacker.example/a|Your bank',
      summary: '<!channel> urgent: re-enter your password at <https://attacker.example|https://bank.example> & more',
    };
    await Promise.all((await emit('change.detected', team.id, true, hostile)).handles.map((handle) => handle.result()));
    const [text] = slack.received.map((request) => (JSON.parse(request.body) as { text: string }).text);
    expect(text).toBe(
      '*Change detected* on <https://attacker.example/a%7CYour bank> (Competitors › Pricing, high importance)\n&lt;!channel&gt; urgent: re-enter your password at &lt;https://attacker.example|https://bank.example&gt; &amp; more',
    );
    expect(text!.match(/</g)).toHaveLength(1);
  });

  it('attack (issue 32, Medium 9): a failing site’s error, its URL and tenants’ names cannot ping the channel or disguise a link in any Slack message', async () => {
    const owner = await signUpUser(harness, 'owner');
    const team = await createTeam(owner);
    const slack = await receiver();
    await endpointFor(owner, team.id, { url: slack.url, events: ['run.failed', 'source.failing', 'source.recovered'], format: 'slack' });
    // What the monitored site answered, and a URL discovered on it, end up in the messages verbatim.
    const error = '503 <!channel> Service down: <https://evil.example/login|re-enter your Vigil password>';
    const source = {
      projectId: change.projectId,
      projectName: 'Rivals <!here>',
      topicId: change.topicId,
      topicName: 'Pricing <@U024BE7LH>',
      url: 'https://evil.example/a|Vigil sign-in',
      status: 'failing' as const,
      error,
      since: '2026-11-20T08:00:00.000Z',
      consecutiveFailures: 3,
    };
    for (const [event, data] of [
      ['source.failing', source],
      ['source.recovered', { ...source, status: 'ok', recoveredAt: '2026-11-20T09:00:00.000Z' }],
      ['run.failed', { runId: randomUUID(), projectId: change.projectId, projectName: 'Rivals <!here>', error, failedAt: source.since }],
    ] as const) {
      await Promise.all((await emit(event, team.id, null, data)).handles.map((handle) => handle.result()));
    }
    const texts = slack.received.map((request) => (JSON.parse(request.body) as { text: string }).text);
    expect(texts).toEqual([
      '*Source failing* <https://evil.example/a%7CVigil sign-in> (Rivals &lt;!here&gt; › Pricing &lt;@U024BE7LH&gt;) since 2026-11-20T08:00:00.000Z: 503 &lt;!channel&gt; Service down: &lt;https://evil.example/login|re-enter your Vigil password&gt;',
      '*Source works again* <https://evil.example/a%7CVigil sign-in> (Rivals &lt;!here&gt; › Pricing &lt;@U024BE7LH&gt;), failing since 2026-11-20T08:00:00.000Z',
      '*Monitoring run failed* for Rivals &lt;!here&gt;: 503 &lt;!channel&gt; Service down: &lt;https://evil.example/login|re-enter your Vigil password&gt;',
    ]);
    // The only Slack markup left is the link to the source's own URL.
    expect(texts.map((text) => text.match(/</g)?.length ?? 0)).toEqual([1, 1, 0]);
  });

  /** A change whose page text, URL and names are an attacker's: mentions, masked links, card functions, header breaks. */
  const hostileChange: ChangeDetectedData = {
    ...change,
    projectName: 'Rivals @here',
    topicName: 'Prix – été\r\nX-Injected: yes',
    sourceUrl: 'https://attacker.example/a|Your bank',
    summary: '@everyone <@123> **urgent** [re-enter your password](https://evil.example) {{DATE(2026-01-01T00:00:00Z)}}',
    evidence: [{ watchFor: 'price', quote: '<#456> `code` ~~gone~~' }],
  };

  /** Posts the hostile change to a new endpoint of the format; answers what the receiver got. */
  async function postHostileChange(format: string) {
    const owner = await signUpUser(harness, format);
    const team = await createTeam(owner);
    const target = await receiver();
    await endpointFor(owner, team.id, { url: target.url, events: ['change.detected'], format });
    await Promise.all((await emit('change.detected', team.id, true, hostileChange)).handles.map((handle) => handle.result()));
    expect(target.received).toHaveLength(1);
    return target.received[0]!;
  }

  it('posts a Teams Workflows message: one Adaptive Card whose text runs are never read as markdown or card functions', async () => {
    const request = await postHostileChange('teams');
    expect(request.headers['content-type']).toBe('application/json');
    const body = JSON.parse(request.body);
    expect(body).toMatchObject({
      type: 'message',
      attachments: [{ contentType: 'application/vnd.microsoft.card.adaptive', contentUrl: null }],
    });
    expect(body.attachments).toHaveLength(1);
    const card = body.attachments[0].content;
    expect(card).toMatchObject({ type: 'AdaptiveCard', version: '1.4', $schema: 'http://adaptivecards.io/schemas/adaptive-card.json' });
    // TextBlocks read markdown; every piece of text here is a TextRun of a RichTextBlock, which does not.
    expect(card.body.every((block: { type: string }) => block.type === 'RichTextBlock')).toBe(true);
    const runs = card.body.flatMap((block: { inlines: Array<{ type: string; text: string }> }) => block.inlines);
    expect(runs.every((run: { type: string }) => run.type === 'TextRun')).toBe(true);
    const text = runs.map((run: { text: string }) => run.text).join('');
    expect(text).toContain('[re-enter your password](https://evil.example)');
    expect(text).not.toContain('{{');
    expect(text).toContain('{\u200b{DATE(');
    // The only links are the source's own URL, normalized, as the card's actions and run actions.
    const links = runs.filter((run: { selectAction?: unknown }) => run.selectAction);
    expect(links).toEqual([
      {
        type: 'TextRun',
        text: 'https://attacker.example/a|Your%20bank',
        selectAction: { type: 'Action.OpenUrl', url: 'https://attacker.example/a|Your%20bank' },
      },
    ]);
    expect(card.actions).toEqual([{ type: 'Action.OpenUrl', title: 'Open the source', url: 'https://attacker.example/a|Your%20bank' }]);
  });

  it('posts a Discord execute-webhook body: an embed with every markdown character escaped and no mention allowed', async () => {
    const request = await postHostileChange('discord');
    const body = JSON.parse(request.body);
    expect(body.allowed_mentions).toEqual({ parse: [] });
    expect(body.content).toBeUndefined();
    expect(body.embeds).toHaveLength(1);
    const [embed] = body.embeds;
    expect(embed).toMatchObject({ url: 'https://attacker.example/a|Your%20bank', color: 0xd93025, timestamp: expect.any(String) });
    expect(embed.title).toBe('Rivals @\u200bhere: change in Prix – été X\\-Injected: yes');
    const lines = embed.description.split('\n');
    expect(lines[0]).toBe(
      '**Change detected** on <https://attacker.example/a|Your%20bank> \\(Rivals @\u200bhere › Prix – été X\\-Injected: yes, high importance\\)',
    );
    expect(embed.description).toContain(
      '@\u200beveryone \\<@\u200b123\\> \\*\\*urgent\\*\\* \\[re\\-enter your password\\]\\(https://evil.example\\) {{DATE\\(2026\\-01\\-01T00:00:00Z\\)}}',
    );
    expect(embed.description).toContain('> price: “\\<\\#456\\> \\`code\\` \\~\\~gone\\~\\~”');
    // No unescaped markdown link, mention or emphasis is left outside our own bold heading and link.
    expect(embed.description.replace('**Change detected**', '').replace('<https://attacker.example/a|Your%20bank>', '')).not.toMatch(
      /(^|[^\\])[[*<`~]|@(everyone|here)/,
    );
  });

  it('publishes to an ntfy topic: plain text, and a title, priority, tags and click URL that cannot break out of their headers', async () => {
    const request = await postHostileChange('ntfy');
    expect(request.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(request.body.split('\n')[1]).toBe(hostileChange.summary);
    expect(request.headers['x-injected']).toBeUndefined();
    const title = request.headers.title as string;
    const encoded = /^=\?UTF-8\?B\?([A-Za-z0-9+/=]+)\?=$/.exec(title);
    expect(encoded).not.toBeNull();
    expect(Buffer.from(encoded![1]!, 'base64').toString('utf8')).toBe('Rivals @here: change in Prix – été X-Injected: yes');
    expect(request.headers).toMatchObject({ priority: '4', tags: 'mag', click: 'https://attacker.example/a|Your%20bank' });
  });

  /** A digest listing the hostile change first and an unjudged one, with one more left to the change list. */
  const viewUrl = (changeId: string) => `https://vigil.example/changes/${changeId}?expires=1900000000&sig=c2lnbmF0dXJl`;
  const hostileDigest: DigestReadyData = {
    projectId: change.projectId,
    projectName: 'Rivals @here\r\nX-Injected: yes',
    since: '2026-11-25T08:00:00.000Z',
    until: '2026-11-26T08:00:00.000Z',
    total: 3,
    changes: [
      {
        changeId: hostileChange.changeId,
        topicName: 'Pricing <!channel>',
        sourceUrl: hostileChange.sourceUrl,
        summary: hostileChange.summary!,
        relevant: true,
        importance: 'high',
        facts: [],
        detectedAt: hostileChange.detectedAt,
        viewUrl: viewUrl(hostileChange.changeId),
      },
      {
        changeId: '0193a000-0000-7000-8000-000000000002',
        topicName: 'Hiring',
        sourceUrl: 'https://acme.example/jobs',
        summary: 'Two openings in Berlin.',
        relevant: null,
        importance: null,
        facts: [],
        detectedAt: hostileChange.detectedAt,
        viewUrl: viewUrl('0193a000-0000-7000-8000-000000000002'),
      },
    ],
    changesUrl: `https://vigil.example/api/user/organizations/o/projects/${change.projectId}/changes`,
  };

  it('posts a digest to every format: each change one line with its page, escaped for the format, and the rest counted with a link', async () => {
    const owner = await signUpUser(harness, 'digest');
    const team = await createTeam(owner);
    const formats = ['standard', 'slack', 'teams', 'discord', 'ntfy'] as const;
    const targets = Object.fromEntries(await Promise.all(formats.map(async (format) => [format, await receiver()] as const)));
    for (const format of formats) await endpointFor(owner, team.id, { url: targets[format]!.url, events: ['digest.ready'], format });
    const { handles } = await emit('digest.ready', team.id, null, hostileDigest);
    expect(await Promise.all(handles.map((handle) => handle.result()))).toEqual(formats.map(() => 'succeeded'));
    const [standard, slack, teams, discord, ntfy] = formats.map((format) => targets[format]!.received[0]!);
    const [first, second] = hostileDigest.changes.map((listed) => listed.viewUrl);

    expect(JSON.parse(standard!.body)).toEqual({ type: 'digest.ready', timestamp: expect.any(String), data: hostileDigest });

    // Slack reads `&` escaped in links too, and unescapes it.
    const slackUrl = (url: string) => url.replace(/&/g, '&amp;');
    const slackText = (JSON.parse(slack!.body) as { text: string }).text;
    expect(slackText).toBe(
      [
        '*Daily digest* of Rivals @here X-Injected: yes: 3 changes since 2026-11-25T08:00:00.000Z',
        `• Pricing &lt;!channel&gt;: @everyone &lt;@123&gt; **urgent** [re-enter your password](https://evil.example) {{DATE(2026-01-01T00:00:00Z)}} (relevant, high) <${slackUrl(first!)}>`,
        `• Hiring: Two openings in Berlin. (not judged) <${slackUrl(second!)}>`,
        `…and 1 more: <${hostileDigest.changesUrl}>`,
      ].join('\n'),
    );
    expect(slackText.match(/</g)).toHaveLength(3);

    const card = JSON.parse(teams!.body).attachments[0].content;
    const runs = card.body.flatMap((block: { type: string; inlines: Array<{ type: string; text: string }> }) => {
      expect(block.type).toBe('RichTextBlock');
      return block.inlines;
    });
    expect(runs.every((run: { type: string }) => run.type === 'TextRun')).toBe(true);
    expect(runs.map((run: { text: string }) => run.text).join('')).toContain('{\u200b{DATE(');
    expect(runs.filter((run: { selectAction?: { url: string } }) => run.selectAction).map((run: { text: string }) => run.text)).toEqual([
      first,
      second,
      hostileDigest.changesUrl,
    ]);
    expect(card.actions).toEqual([{ type: 'Action.OpenUrl', title: 'See all changes', url: hostileDigest.changesUrl }]);

    const discordBody = JSON.parse(discord!.body);
    expect(discordBody.allowed_mentions).toEqual({ parse: [] });
    const [embed] = discordBody.embeds;
    expect(embed).toMatchObject({ title: 'Rivals @\u200bhere X\\-Injected: yes: daily digest, 3 changes', url: hostileDigest.changesUrl });
    expect(embed.description.split('\n')[1]).toBe(
      `• Pricing \\<!channel\\>: @\u200beveryone \\<@\u200b123\\> \\*\\*urgent\\*\\* \\[re\\-enter your password\\]\\(https://evil.example\\) {{DATE\\(2026\\-01\\-01T00:00:00Z\\)}} \\(relevant, high\\) <${first}>`,
    );
    const ownMarkup = [`<${first}>`, `<${second}>`, `<${hostileDigest.changesUrl}>`, '**Daily digest**'];
    expect(ownMarkup.reduce((text, markup) => text.replace(markup, ''), embed.description as string)).not.toMatch(
      /(^|[^\\])[[*<`~]|@(everyone|here)/,
    );

    expect(ntfy!.headers['x-injected']).toBeUndefined();
    expect(ntfy!.headers).toMatchObject({
      title: 'Rivals @here X-Injected: yes: daily digest, 3 changes',
      tags: 'newspaper',
      click: hostileDigest.changesUrl,
    });
    expect(ntfy!.body.split('\n')).toEqual([
      'Daily digest of Rivals @here X-Injected: yes: 3 changes since 2026-11-25T08:00:00.000Z',
      `• Pricing <!channel>: ${hostileChange.summary} (relevant, high) ${first}`,
      `• Hiring: Two openings in Berlin. (not judged) ${second}`,
      `…and 1 more: ${hostileDigest.changesUrl}`,
    ]);
  });

  it('does not follow a redirect: the attempt fails and the redirect target hears nothing', async () => {
    const owner = await signUpUser(harness, 'owner');
    const team = await createTeam(owner);
    const target = await receiver();
    const redirecting = await receiver(() => ({ status: 302, headers: { location: target.url } }));
    await endpointFor(owner, team.id, { url: redirecting.url, events: ['run.failed'] });
    const { ids, handles } = await emit('run.failed', team.id, null, runFailed(), [200]);
    expect(await handles[0]!.result()).toBe('failed');
    expect(redirecting.received).toHaveLength(2);
    expect(target.received).toHaveLength(0);
    expect(await WebhookDeliveryModel.findByPk(ids[0]!, { raw: true })).toMatchObject({
      status: 'failed',
      attempts: 2,
      lastResponseCode: 302,
      lastError: expect.stringMatching(/redirect/),
    });
  });

  it('disables an endpoint that kept failing until its retries ran out, and mails its owners', async () => {
    const owner = await signUpUser(harness, 'owner');
    const team = await createTeam(owner);
    const broken = await receiver(() => ({ status: 503 }));
    const endpoint = await endpointFor(owner, team.id, { url: broken.url, events: ['run.failed'] });
    const { ids, handles } = await emit('run.failed', team.id, null, runFailed());
    expect(await handles[0]!.result()).toBe('failed');
    expect(broken.received).toHaveLength(QUICK_RETRIES.length + 1);
    const listed = await owner.agent.get(`/api/user/organizations/${team.id}/webhooks/${endpoint.id}/deliveries`);
    expect(listed.body.data[0]).toMatchObject({ id: ids[0], status: 'failed', attempts: 4, lastResponseCode: 503, nextRetryAt: null });
    const disabled = await owner.agent.get(`/api/user/organizations/${team.id}/webhooks/${endpoint.id}`);
    expect(disabled.body.data).toMatchObject({
      enabled: false,
      disabledReason: expect.stringMatching(/Deliveries have failed since .* \(last error: The receiver answered 503\)/),
    });
    const mail = await harness.smtp.nextMailTo(owner.email, /webhook was disabled/);
    expect(mail.text).toContain(broken.url);
    const audit = await owner.agent.get(`/api/user/organizations/${team.id}/audit-logs?action=webhook.disabled`);
    expect(audit.body.data.logs[0]).toMatchObject({ resourceId: endpoint.id, actor: { type: 'system' } });

    const later = await emit('run.failed', team.id, null, runFailed());
    expect(later.ids).toHaveLength(0);
  });

  it('starts the delivery of a stored message whose workflow never started, once, and leaves fresh ones to their own start', async () => {
    const owner = await signUpUser(harness, 'stranded');
    const team = await createTeam(owner);
    const target = await receiver();
    const endpoint = await endpointFor(owner, team.id, { url: target.url, events: ['run.failed'] });
    // Stored as a run or the test route stores them, with the start after commit lost (Temporal away at that moment).
    const store = () =>
      harness.sequelize.transaction((transaction) =>
        queueWebhookEvent(
          'run.failed',
          { organizationId: team.id, projectId: randomUUID(), relevant: null },
          runFailed(),
          async () => undefined,
          transaction,
        ),
      );
    const [strandedId] = await store();
    const [freshId] = await store();
    await harness.sequelize.query(`UPDATE webhook_deliveries SET created_at = now() - interval '5 minutes' WHERE id = :strandedId`, {
      replacements: { strandedId },
    });
    const dispatch = () =>
      harness.temporal.workflow.start('dispatchStrandedWebhookDeliveriesWorkflow', {
        workflowId: `webhook-dispatch-${strandedId}-${Date.now()}`,
        taskQueue: harness.config.temporal.taskQueue,
      });

    const first = await dispatch();
    expect(await first.result()).toBe(1);
    await target.waitFor(1);
    expect(target.received[0]!.headers['webhook-id']).toBe(strandedId);
    expect(await (await dispatch()).result()).toBe(0);
    const delivery = await harness.temporal.workflow.getHandle(webhookDeliveryWorkflowId(strandedId!)).result();
    expect(delivery).toBe('succeeded');
    expect(target.received).toHaveLength(1);
    expect(await WebhookDeliveryModel.findByPk(freshId!, { raw: true })).toMatchObject({
      endpointId: endpoint.id,
      status: 'pending',
      attempts: 0,
    });
    await replayFreshAndRecorded(HISTORIES, 'dispatch-stranded-webhook-deliveries', await first.fetchHistory(), first.workflowId);
  });

  it('has a schedule that runs the webhook dispatcher every five minutes without overlap', async () => {
    await expectIntervalSchedule(
      harness,
      webhookDispatchScheduleId(harness.config.temporal.taskQueue),
      'dispatchStrandedWebhookDeliveriesWorkflow',
      300_000,
    );
  });

  it('refuses to connect to a private address when private networks are not allowed', async () => {
    const target = await receiver();
    const sender = createWebhookSender({ allowPrivateNetworks: false, timeoutMs: 5_000 });
    try {
      const direct = await sender.send({
        url: target.url,
        messageId: 'msg_1',
        body: '{}',
        secret: `whsec_${Buffer.from('a'.repeat(24)).toString('base64')}`,
      });
      expect(direct).toEqual({ ok: false, responseCode: null, error: expect.stringMatching(/not a public address/) });
      // A host name that resolves inside the network: the tenant learns it is private, not which address it is.
      const named = await sender.send({
        url: target.url.replace('127.0.0.1', 'localhost'),
        messageId: 'msg_2',
        body: '{}',
        secret: `whsec_${Buffer.from('a'.repeat(24)).toString('base64')}`,
      });
      expect(named.error).toMatch(/localhost resolves to a private or reserved address/);
      expect(named.error).not.toMatch(/127\.0\.0\.1|::1/);
      expect(target.received).toHaveLength(0);
    } finally {
      await sender.close();
    }
  });
});
