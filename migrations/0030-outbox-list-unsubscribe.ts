import { runStatements, type Migration } from './migration';

/** What stands in the stored body where a link was, once the mail is delivered (as in 0008). */
const REMOVED = '[link removed after delivery]';

/**
 * Alert mails carry a List-Unsubscribe header (RFC 2369, and RFC 8058's one-click POST where Vigil serves
 * the page): its URL holds the unsubscribe token, so, like the links in the body, it is cleared once the
 * mail is delivered, by the same trigger function.
 */
export const outboxListUnsubscribe: Migration = {
  name: '0030-outbox-list-unsubscribe',
  up: (context) =>
    runStatements(context, [
      'ALTER TABLE email_outbox ADD COLUMN list_unsubscribe_url text, ADD COLUMN list_unsubscribe_one_click boolean NOT NULL DEFAULT false',
      `CREATE OR REPLACE FUNCTION email_outbox_remove_links() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.text_body := regexp_replace(NEW.text_body, 'https?://\\S+', '${REMOVED}', 'g');
        NEW.html_body := regexp_replace(NEW.html_body, 'https?://[^\\s"''<>]+', '${REMOVED}', 'g');
        NEW.list_unsubscribe_url := NULL;
        RETURN NEW;
      END
      $$`,
    ]),
};
