/**
 * Writes real, minimal PDF files (for tests and the PDF measurement): one Helvetica text line per entry, pages as given, an Info
 * dictionary and a document id. Enough for pdf.js to read; no compression, so the bytes are predictable.
 */
export interface PdfOptions {
  /** Info dictionary values (CreationDate, Producer…), which are metadata and not content. */
  info?: Record<string, string>;
  /** The trailer's document id, hex. */
  id?: string;
}

export function pdfDocument(pages: string[][], { info = {}, id = '00112233445566778899aabbccddeeff' }: PdfOptions = {}): Buffer {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) - 1 + 1;
  const catalog = add('');
  const pageTree = add('');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const pageIds = pages.map((lines) => {
    const stream = pageStream(lines);
    const content = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
    return add(
      `<< /Type /Page /Parent ${pageTree} 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${content} 0 R >>`,
    );
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pageTree} 0 R >>`;
  objects[pageTree - 1] = `<< /Type /Pages /Kids [${pageIds.map((page) => `${page} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  const infoObject = add(
    `<< ${Object.entries(info)
      .map(([key, value]) => `/${key} (${escapeText(value)})`)
      .join(' ')} >>`,
  );

  let output = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(output, 'latin1'));
    output += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(output, 'latin1');
  output += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  output += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${infoObject} 0 R /ID [<${id}> <${id}>] >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(output, 'latin1');
}

function pageStream(lines: string[]): string {
  const shown = lines.map((line, index) => `${index === 0 ? '' : '0 -16 Td '}(${escapeText(line)}) Tj`).join('\n');
  return `BT\n/F1 12 Tf\n72 740 Td\n${shown}\nET`;
}

function escapeText(text: string): string {
  return text.replace(/[\\()]/g, (character) => `\\${character}`);
}

/** Words laid out on lines of at most `width` characters, as a typesetter re-flowing a paragraph would. */
export function flow(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') lines.push(line);
  return lines;
}
