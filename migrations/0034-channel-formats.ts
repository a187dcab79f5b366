import { runStatements, type Migration } from './migration';

/**
 * Alert channels and feeds (issue 28):
 * - a webhook endpoint's `format` may also be `teams` (a Workflows webhook taking an Adaptive Card),
 *   `discord` (an execute-webhook URL) or `ntfy` (a topic URL);
 * - `projects.feed_token_hash`: the SHA-256 of the project's Atom feed token (null until one is made;
 *   rotating replaces it, so the old token stops working at once).
 */
export const channelFormats: Migration = {
  name: '0034-channel-formats',
  up: (context) =>
    runStatements(context, [
      'ALTER TABLE webhook_endpoints DROP CONSTRAINT webhook_endpoints_format_check',
      `ALTER TABLE webhook_endpoints ADD CONSTRAINT webhook_endpoints_format_check
        CHECK (format IN ('standard', 'slack', 'teams', 'discord', 'ntfy'))`,
      'ALTER TABLE projects ADD COLUMN feed_token_hash text',
    ]),
};
