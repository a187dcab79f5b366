import type { Config } from '../../platform/config';

/** The "Vigil is ready" block: where everything is, and how long the launch took. */
export function printBanner(config: Config, { startedAt, temporalUi }: { startedAt: number; temporalUi: boolean }): void {
  const api = `http://localhost:${config.port}`;
  const rows: [string, string][] = [
    ['API', api],
    ['API docs', `${api}/api/docs`],
    ['OpenAPI', `${api}/api/openapi.json`],
  ];
  if (temporalUi) rows.push(['Temporal UI', `http://localhost:${config.temporal.uiPort}`]);
  rows.push(['Data dir', config.dataDir]);
  rows.push(config.mail.smtpUrl ? ['Mail', 'sent through SMTP_URL'] : ['Mail outbox', `${config.mail.outboxDir} (.eml files; SMTP_URL is unset)`]);
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  const lines = rows.map(([label, value]) => `  ${label.padEnd(12)} ${value}`);
  process.stdout.write(`\nVigil is ready (${seconds} s)\n${lines.join('\n')}\n  Press Ctrl-C to stop.\n\n`);
}
