import { inflateSync } from 'node:zlib';

/**
 * The text a pdfkit PDF draws, read back without a PDF library: each content stream is inflated
 * (FlateDecode) and the hex strings of its TJ/Tj operators are decoded (pdfkit writes the
 * standard fonts' WinAnsi codes). One string per text operator, joined by newlines.
 */
/** WinAnsi codes 0x80–0x9F that differ from Latin-1 (those a manifest may carry). */
const WIN_ANSI: Record<string, string> = {
  '\x80': '€',
  '\x91': '‘',
  '\x92': '’',
  '\x93': '“',
  '\x94': '”',
  '\x96': '–',
  '\x97': '—',
};

export function pdfText(pdf: Buffer): string {
  const out: string[] = [];
  const source = pdf.toString('latin1');
  const streams = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streams.exec(source))) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    if (end < 0) break;
    const raw = pdf.subarray(start, end);
    let content: string;
    try {
      content = inflateSync(raw).toString('latin1');
    } catch {
      content = raw.toString('latin1');
    }
    for (const op of content.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const body = op[1] ?? `<${op[2]}>`;
      const text = [...body.matchAll(/<([0-9a-fA-F]*)>/g)]
        .map((h) => Buffer.from(h[1]!, 'hex').toString('latin1'))
        .join('')
        .replace(/[\x80-\x9f]/g, (c) => WIN_ANSI[c] ?? c);
      if (text) out.push(text);
    }
    streams.lastIndex = end + 'endstream'.length;
  }
  return out.join('\n');
}
