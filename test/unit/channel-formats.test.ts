import { CHANNEL_RENDERERS, renderMessage } from '../../domain/webhooks/formats';
import { discordEscape } from '../../domain/webhooks/formats/discord';
import { headerValue } from '../../domain/webhooks/formats/ntfy';
import type { ChannelRenderer } from '../../domain/webhooks/formats/renderer';
import { NOTICES } from '../../domain/webhooks/notices';
import { webhookMessage, type ChangeDetectedData, type DigestReadyData } from '../../domain/webhooks/payloads';
import { WEBHOOK_FORMATS, type DeliveredEvent, type WebhookFormat } from '../../models/webhooks';

const change: ChangeDetectedData = {
  changeId: 'c',
  projectId: 'p',
  projectName: 'Acme watch',
  topicId: 't',
  topicName: 'Pricing',
  sourceUrl: 'https://acme.example/pricing',
  summary: 'x'.repeat(10_000),
  relevant: true,
  importance: 'high',
  matchedWatchFor: [],
  evidence: [],
  facts: [],
  detectedAt: '2026-01-01T00:00:00.000Z',
  viewUrl: 'https://vigil.example/changes/c?sig=abc',
};

describe('channel formats', () => {
  it('has a renderer for every format, and a notice for every delivered event (the types refuse a missing one)', () => {
    expect(Object.keys(CHANNEL_RENDERERS).sort()).toEqual([...WEBHOOK_FORMATS].sort());
    const events: DeliveredEvent[] = [
      'change.detected',
      'run.failed',
      'source.failing',
      'source.recovered',
      'digest.ready',
      'webhook.test',
    ];
    expect(Object.keys(NOTICES).sort()).toEqual(events.sort());
    // @ts-expect-error a format without its renderer does not compile
    const partial: Record<WebhookFormat, ChannelRenderer> = { standard: CHANNEL_RENDERERS.standard };
    expect(partial).toBeDefined();
  });

  it('makes ntfy header values header-safe: no line break survives, non-ASCII goes as an RFC 2047 encoded word', () => {
    expect(headerValue('Plain title')).toBe('Plain title');
    expect(headerValue('a\r\nX-Evil: 1\u0000b')).toBe('a X-Evil: 1 b');
    const encoded = headerValue('Prix – été\nx');
    expect(encoded).toMatch(/^=\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=$/);
    expect(Buffer.from(encoded.slice(10, -2), 'base64').toString('utf8')).toBe('Prix – été x');
  });

  it('escapes Discord markdown and mentions', () => {
    expect(discordEscape('@everyone [a](b) *c* <@1>')).toBe('@\u200beveryone \\[a\\]\\(b\\) \\*c\\* \\<@\u200b1\\>');
  });

  it('keeps each format inside the limits its service documents', () => {
    const message = webhookMessage('change.detected', change, new Date());
    const discord = JSON.parse(renderMessage('discord', message).body);
    expect([...discord.embeds[0].description].length).toBeLessThanOrEqual(4096);
    expect(discord.embeds[0].url).toBe(change.viewUrl);
    const ntfy = renderMessage('ntfy', message);
    expect(Buffer.byteLength(ntfy.body)).toBeLessThanOrEqual(4096);
    expect(ntfy.headers.click).toBe(change.viewUrl);
  });

  it('leads every chat format to the change page when the change has one', () => {
    const message = webhookMessage('change.detected', change, new Date());
    for (const format of ['slack', 'teams', 'discord', 'ntfy'] as const)
      expect(renderMessage(format, message).body).toContain('https://vigil.example/changes/c?sig=abc');
    expect(JSON.parse(renderMessage('standard', message).body).data.viewUrl).toBe(change.viewUrl);
  });

  it('lists as many digest changes as every service shows whole, and counts the rest with a link to the change list', () => {
    const digest: DigestReadyData = {
      projectId: 'p',
      // The longest project name, every character one Discord escapes.
      projectName: '@'.repeat(200),
      since: '2026-01-01T00:00:00.000Z',
      until: '2026-01-02T00:00:00.000Z',
      total: 45,
      changes: Array.from({ length: 20 }, (_, index) => ({
        changeId: `c${index}`,
        topicName: 'Pricing',
        sourceUrl: 'https://acme.example/pricing',
        // Every character one Discord escapes: the escaped text is twice as long.
        summary: `${index} ${'*'.repeat(10_000)}`,
        relevant: true,
        importance: 'high',
        facts: [],
        detectedAt: '2026-01-01T12:00:00.000Z',
        viewUrl: `https://vigil.example/changes/c${index}?expires=1900000000&sig=${'s'.repeat(43)}`,
      })),
      changesUrl: 'https://vigil.example/api/user/organizations/o/projects/p/changes',
    };
    const message = webhookMessage('digest.ready', digest, new Date());
    const ntfy = renderMessage('ntfy', message);
    const listed = ntfy.body.split('\n').filter((line) => line.startsWith('• '));
    expect(listed.length).toBeGreaterThan(3);
    expect(listed.length).toBeLessThan(20);
    expect(ntfy.body.split('\n').at(-1)).toBe(`…and ${45 - listed.length} more: ${digest.changesUrl}`);
    expect(Buffer.byteLength(ntfy.body)).toBeLessThanOrEqual(4096);
    const discord = JSON.parse(renderMessage('discord', message).body).embeds[0].description as string;
    expect([...discord].length).toBeLessThanOrEqual(4096);
    for (const change of digest.changes.slice(0, listed.length)) {
      expect(ntfy.body).toContain(` ${change.viewUrl}`);
      expect(discord).toContain(`<${change.viewUrl}>`);
    }
    expect(discord).toContain(`more: <${digest.changesUrl}>`);
  });
});
