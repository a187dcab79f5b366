import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import PostalMime from 'postal-mime';

export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
  messageId: string | undefined;
  /** Every header by its lower-case name (the last one where a name repeats). */
  headers: Record<string, string>;
}

/** A message the server has received in full but not yet answered (the sender waits for its 250). */
export interface HeldMail {
  /** Resolves once the next message has arrived in full. */
  arrived: Promise<void>;
  /** Accepts it (keeps it and answers 250). */
  accept(): void;
}

/** A real SMTP server on 127.0.0.1 that keeps every message it receives. */
export async function startSmtpCapture() {
  const messages: CapturedMail[] = [];
  const waiters: Array<() => void> = [];
  let hold: { arrived: () => void; accepted: Promise<void> } | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const held = hold;
        hold = null;
        held?.arrived();
        Promise.resolve(held?.accepted)
          .then(() => PostalMime.parse(Buffer.concat(chunks)))
          .then((email) => {
            messages.push({
              to: (email.to ?? []).map((address) => address.address ?? ''),
              subject: email.subject ?? '',
              text: email.text ?? '',
              messageId: email.messageId,
              headers: Object.fromEntries(email.headers.map((header) => [header.key.toLowerCase(), header.value])),
            });
            waiters.splice(0).forEach((wake) => wake());
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  /** Waits for the first message to `address` (matching `subject` when given) that was not taken before. */
  async function nextMailTo(address: string, subject?: RegExp, timeoutMs = 20_000): Promise<CapturedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = messages.findIndex((m) => m.to.includes(address.toLowerCase()) && (!subject || subject.test(m.subject)));
      if (index >= 0) return messages.splice(index, 1)[0]!;
      if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  /** The next message gets no answer until `accept` (never, if the sender dies first). */
  function holdNext(): HeldMail {
    let arrived!: () => void;
    let accept!: () => void;
    const accepted = new Promise<void>((resolve) => (accept = resolve));
    const arrival = new Promise<void>((resolve) => (arrived = resolve));
    hold = { arrived, accepted };
    return { arrived: arrival, accept };
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    nextMailTo,
    holdNext,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;

/** The first link in a mail whose URL contains `pathPart`. */
export function linkIn(mail: CapturedMail, pathPart: string): URL {
  const match = mail.text.match(/https?:\/\/\S+/g)?.find((link) => link.includes(pathPart));
  if (!match) throw new Error(`no link containing ${pathPart} in mail "${mail.subject}"`);
  return new URL(match);
}
