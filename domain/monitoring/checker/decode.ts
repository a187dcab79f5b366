/** Turns a response body into text: the charset from the Content-Type header, else from the page's own meta tag, else UTF-8. */

export type ContentKind = 'html' | 'xml' | 'json' | 'text' | 'binary';

export function contentKindOf(contentType: string | null, body: Uint8Array): ContentKind {
  const mime = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (mime === 'text/html' || mime === 'application/xhtml+xml') return 'html';
  if (mime.endsWith('+json') || mime === 'application/json') return 'json';
  if (mime.endsWith('+xml') || mime === 'application/xml' || mime === 'text/xml') return 'xml';
  if (mime.startsWith('text/')) return 'text';
  if (mime === '' || mime === 'application/octet-stream') return sniffKind(body);
  return 'binary';
}

function sniffKind(body: Uint8Array): ContentKind {
  const head = Buffer.from(body.subarray(0, 512)).toString('latin1').trimStart().toLowerCase();
  if (head.startsWith('<!doctype html') || head.startsWith('<html')) return 'html';
  if (head.startsWith('<?xml')) return 'xml';
  if (head.startsWith('{') || head.startsWith('[')) return 'json';
  return body.subarray(0, 512).includes(0) ? 'binary' : 'text';
}

export function decodeBody(body: Uint8Array, contentType: string | null, kind: ContentKind): string {
  const label = charsetFromContentType(contentType) ?? (kind === 'html' || kind === 'xml' ? charsetFromMarkup(body) : null);
  const encoding = supportedLabel(label);
  return new TextDecoder(encoding).decode(body);
}

function charsetFromContentType(contentType: string | null): string | null {
  const match = /charset\s*=\s*"?([\w.:-]+)"?/i.exec(contentType ?? '');
  return match ? match[1]! : null;
}

/** The HTML standard's prescan looks at the first 1024 bytes for <meta charset> or an http-equiv Content-Type. */
function charsetFromMarkup(body: Uint8Array): string | null {
  const head = Buffer.from(body.subarray(0, 1024)).toString('latin1');
  const match = /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head) ?? /<\?xml[^>]+encoding\s*=\s*["']([\w.:-]+)/i.exec(head);
  return match ? match[1]! : null;
}

function supportedLabel(label: string | null): string {
  if (!label) return 'utf-8';
  try {
    return new TextDecoder(label).encoding;
  } catch {
    return 'utf-8';
  }
}
