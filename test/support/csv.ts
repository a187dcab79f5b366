/**
 * A strict RFC 4180 reader for checking exports: records end in CRLF; a quoted field may hold commas,
 * line breaks and doubled quotes; a bare line break or stray quote throws.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let i = 0;
  while (i < text.length) {
    const { value, next } = text[i] === '"' ? readQuoted(text, i + 1) : readPlain(text, i);
    record.push(value);
    i = next;
    if (text.startsWith('\r\n', i)) {
      records.push(record);
      record = [];
      i += 2;
    } else if (text[i] === ',') {
      i += 1;
    } else if (i < text.length) {
      throw new Error(`unexpected ${JSON.stringify(text[i])} at ${i}`);
    }
  }
  if (record.length > 0) records.push(record);
  return records;
}

function readPlain(text: string, start: number): { value: string; next: number } {
  let i = start;
  while (i < text.length && text[i] !== ',' && text[i] !== '\r') {
    if (text[i] === '"' || text[i] === '\n') throw new Error(`unquoted ${JSON.stringify(text[i])} at ${i}`);
    i += 1;
  }
  return { value: text.slice(start, i), next: i };
}

function readQuoted(text: string, start: number): { value: string; next: number } {
  let value = '';
  for (let i = start; i < text.length; i += 1) {
    if (text[i] !== '"') {
      value += text[i];
      continue;
    }
    if (text[i + 1] !== '"') return { value, next: i + 1 };
    value += '"';
    i += 1;
  }
  throw new Error('unterminated quoted field');
}
