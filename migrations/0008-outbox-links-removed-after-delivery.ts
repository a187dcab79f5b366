import { runStatements, type Migration } from './migration';

/** What stands in the stored body where a link was, once the mail is delivered. */
const REMOVED = '[link removed after delivery]';

/**
 * Mailed links carry single-use secrets (sign-in, password reset, verification, invitation) whose only
 * clear copy is the outbox row. Once the mail is delivered (sent_at set), PostgreSQL itself replaces
 * every link in the stored body, whatever code marks the delivery; mail already delivered is cleaned now.
 */
export const outboxLinksRemovedAfterDelivery: Migration = {
  name: '0008-outbox-links-removed-after-delivery',
  up: (context) =>
    runStatements(context, [
      `CREATE FUNCTION email_outbox_remove_links() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.text_body := regexp_replace(NEW.text_body, 'https?://\\S+', '${REMOVED}', 'g');
        NEW.html_body := regexp_replace(NEW.html_body, 'https?://[^\\s"''<>]+', '${REMOVED}', 'g');
        RETURN NEW;
      END
      $$`,
      `CREATE TRIGGER email_outbox_remove_links_after_delivery
        BEFORE UPDATE OF sent_at ON email_outbox
        FOR EACH ROW WHEN (NEW.sent_at IS NOT NULL)
        EXECUTE FUNCTION email_outbox_remove_links()`,
      `UPDATE email_outbox SET sent_at = sent_at WHERE sent_at IS NOT NULL`,
    ]),
};
