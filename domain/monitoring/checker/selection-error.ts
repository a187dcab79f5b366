import { storableText, truncateText } from '../../shared/storable-text';

/** A selection that cannot be read on this page: the check fails with this message (the source's `lastError`). */
export class SelectionError extends Error {}

/**
 * A parser's complaint, fit to be answered: it quotes the input it choked on, which may hold control
 * characters or, cut mid-character, half a surrogate pair. One line, bounded, printable.
 */
export function parserMessage(error: unknown): string {
  const message = (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
  return storableText(truncateText(message.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' '), 200));
}
