import type { Config } from '../../platform/config';

/** Whether `npm start` runs the browser worker: the Chromium it drives, or why rendering is off. */
export interface RenderingSetup {
  chromium: string | null;
  reason: string | null;
}

/** The "Vigil is ready" block: where everything is, and how long the launch took. */
export function printBanner(
  config: Config,
  { startedAt, temporalUi, rendering }: { startedAt: number; temporalUi: boolean; rendering: RenderingSetup },
): void {
  const api = `http://localhost:${config.port}`;
  const rows: [string, string][] = [
    ['API', api],
    ['API docs', `${api}/api/docs`],
    ['OpenAPI', `${api}/api/openapi.json`],
  ];
  if (temporalUi) rows.push(['Temporal UI', `http://localhost:${config.temporal.uiPort}`]);
  rows.push(['Data dir', config.dataDir]);
  rows.push([
    'Rendering',
    rendering.chromium
      ? `on: browser worker on ${config.temporal.browserTaskQueue}, ${rendering.chromium}`
      : `off (${rendering.reason}); pages are read as served`,
  ]);
  rows.push(
    config.mail.smtpUrl ? ['Mail', 'sent through SMTP_URL'] : ['Mail outbox', `${config.mail.outboxDir} (.eml files; SMTP_URL is unset)`],
  );
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  const lines = rows.map(([label, value]) => `  ${label.padEnd(12)} ${value}`);
  process.stdout.write(`\nVigil is ready (${seconds} s)\n${lines.join('\n')}\n  Press Ctrl-C to stop.\n\n`);
}
