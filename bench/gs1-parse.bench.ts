// GS1 parsing: parses per second of @bodega/domain's tryParseGs1 over a fixed mixed corpus, against the
// same corpus through gs1-barcode-parser-mod (the maintained npm GS1 parser; see README.md), in one
// run, with the agreement rate and every kind of disagreement counted.
// Target: ≥ 1 000 000 parses/s on one core and faster than the peer.
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { gs1CheckDigit, parseGs1, tryParseGs1, type Gs1ParseOptions } from '@bodega/domain';
import type { BenchTable } from './lib/table';

interface PeerItem {
  ai: string;
  raw: string;
}
type PeerParse = (code: string) => { parsedCodeItems: PeerItem[] };
const require = createRequire(import.meta.url);
const { parseBarcode: peerParse } = require('gs1-barcode-parser-mod') as { parseBarcode: PeerParse };
const PEER_VERSION = (require('gs1-barcode-parser-mod/package.json') as { version: string }).version;

const GS = '\x1d';
const WEDGE: Gs1ParseOptions = { separator: '|' };

export const CORPUS_FORMS = ['bracketed', 'raw', 'symbology', 'wedge', 'digital-link', 'invalid'] as const;
export type CorpusForm = (typeof CORPUS_FORMS)[number];

export interface CorpusCode {
  text: string;
  form: CorpusForm;
  options?: Gs1ParseOptions;
}

/** mulberry32: small, fast, and the same sequence on every machine for a given seed. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Element = [ai: string, value: string, variable: boolean];

/** Healthcare-shaped element strings: UDI labels, pallets, weights, locations, internal fields. */
export function buildCorpus(size = 12_000, seed = 20261120): CorpusCode[] {
  const random = prng(seed);
  const int = (n: number) => Math.floor(random() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const digits = (n: number) => Array.from({ length: n }, () => int(10)).join('');
  const withCheck = (body: string) => body + gs1CheckDigit(body);
  const alnum = (min: number, max: number) => {
    const chars = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789-';
    return Array.from({ length: min + int(max - min + 1) }, () => pick([...chars])).join('');
  };
  const date = () =>
    `${String(24 + int(8)).padStart(2, '0')}${String(1 + int(12)).padStart(2, '0')}${pick(['00', '01', '15', '28', String(10 + int(18))])}`;
  const gtin = () =>
    withCheck(pick(['0', '1', '0', '0']) + pick(['7', '78', '95', '84']).padEnd(2, String(int(10))) + digits(10)).slice(-14);

  const templates: (() => Element[])[] = [
    () => [
      ['01', gtin(), false],
      ['17', date(), false],
      ['10', alnum(4, 12), true],
    ],
    () => [
      ['01', gtin(), false],
      ['17', date(), false],
      ['10', alnum(4, 10), true],
      ['21', alnum(6, 20), true],
    ],
    () => [
      ['01', gtin(), false],
      ['11', date(), false],
      ['17', date(), false],
      ['10', alnum(3, 8), true],
      ['21', digits(8), true],
    ],
    () => [
      ['00', withCheck(digits(17)), false],
      ['02', gtin(), false],
      ['37', String(1 + int(500)), true],
      ['10', alnum(4, 8), true],
    ],
    () => [
      ['01', gtin(), false],
      [`310${1 + int(4)}`, digits(6), false],
      ['15', date(), false],
      ['10', alnum(4, 8), true],
    ],
    () => [
      ['414', withCheck(digits(12)), false],
      ['254', alnum(1, 6), true],
    ],
    () => [
      ['01', gtin(), false],
      ['10', alnum(4, 8), true],
      [`9${1 + int(9)}`, alnum(4, 30), true],
    ],
    () => [['00', withCheck(digits(17)), false]],
    () => [
      ['01', gtin(), false],
      ['21', alnum(8, 16), true],
      ['240', alnum(4, 12), true],
    ],
    () => [['402', withCheck(digits(16)), false]],
    () => [['253', withCheck(digits(12)) + alnum(0, 6), true]],
  ];

  const bracketed = (els: Element[]) => els.map(([ai, v]) => `(${ai})${v}`).join('');
  const raw = (els: Element[], sep = GS) =>
    els.map(([ai, v, variable], i) => ai + v + (variable && i < els.length - 1 ? sep : '')).join('');
  const digitalLink = (els: Element[]) => {
    const [keyAi, keyValue] = els[0]!;
    const path = [`/${keyAi}/${keyValue}`];
    const query: string[] = [];
    for (const [ai, value] of els.slice(1)) {
      // A key's qualifiers go in the path (GS1 Digital Link URI syntax), data attributes in the query.
      const qualifier = (keyAi === '01' && (ai === '10' || ai === '21')) || (keyAi === '414' && ai === '254');
      if (qualifier) path.push(`/${ai}/${encodeURIComponent(value)}`);
      else query.push(`${ai}=${encodeURIComponent(value)}`);
    }
    // Qualifiers go in the path in the dictionary's order (22, 10, 21).
    path.sort((a, b) => order(a) - order(b));
    const host = pick(['https://id.gs1.org', 'https://example.com', 'https://hospital.example.cl/dl']);
    return `${host}${path.join('')}${query.length ? `?${query.join('&')}` : ''}`;
  };
  const order = (segment: string) =>
    ['/01/', '/00/', '/414', '/402', '/253', '/10/', '/21/', '/254'].findIndex((p) => segment.startsWith(p));

  const invalid = (): string => {
    const els = templates[int(3)]!();
    switch (int(5)) {
      case 0: {
        const g = els[0]![1];
        els[0]![1] = g.slice(0, 13) + ((Number(g[13]) + 1) % 10);
        break;
      }
      case 1:
        els[1]![1] = `${els[1]![1].slice(0, 2)}13${els[1]![1].slice(4)}`;
        break;
      case 2:
        els[2]![1] = alnum(21, 24);
        break;
      case 3:
        els.push(['23', '1', true]);
        break;
      default:
        els.push(['10', `${els[2]![1]}X`, true]);
    }
    return int(2) === 0 ? bracketed(els) : raw(els);
  };

  const corpus: CorpusCode[] = [];
  for (let i = 0; i < size; i++) {
    const roll = random();
    const template = templates[int(templates.length)]!;
    if (roll < 0.3) corpus.push({ text: bracketed(template()), form: 'bracketed' });
    else if (roll < 0.55) corpus.push({ text: raw(template()), form: 'raw' });
    else if (roll < 0.75) {
      const symbology = pick([']C1', ']C1', ']d2', ']d2', ']Q3', ']e0', ']J1']);
      corpus.push({ text: symbology + (int(4) === 0 ? GS : '') + raw(template()), form: 'symbology' });
    } else if (roll < 0.8) corpus.push({ text: raw(template(), '|'), form: 'wedge', options: WEDGE });
    else if (roll < 0.95) corpus.push({ text: digitalLink(template()), form: 'digital-link' });
    else corpus.push({ text: invalid(), form: 'invalid' });
  }
  return asReceived(corpus);
}

/**
 * The corpus as a caller hands it to the parser: the parse endpoint's codes come out of JSON.parse,
 * the web app's out of an input field, both flat strings. Built by concatenation, the symbology and
 * Digital Link codes would be V8 cons strings, which every read reaches through an extra pointer; no
 * real caller passes one, so the corpus goes through JSON once, as a request body does.
 */
function asReceived(corpus: CorpusCode[]): CorpusCode[] {
  return JSON.parse(JSON.stringify(corpus)) as CorpusCode[];
}

type Outcome = { ok: true; elements: Map<string, string>; count: number } | { ok: false; reason: string };

function ours(code: CorpusCode): Outcome {
  const result = tryParseGs1(code.text, code.options);
  if (!result.ok) return { ok: false, reason: result.error.code };
  const elements = new Map(Object.entries(result.value.elements));
  return { ok: true, elements, count: elements.size };
}

function peer(code: CorpusCode): Outcome {
  try {
    const items = peerParse(code.text).parsedCodeItems;
    return { ok: true, elements: new Map(items.map((item) => [item.ai, item.raw])), count: items.length };
  } catch (error) {
    return { ok: false, reason: String(error) };
  }
}

function sameElements(a: Map<string, string>, b: Map<string, string>, countB: number): boolean {
  if (a.size !== b.size || countB !== b.size) return false;
  for (const [ai, value] of a) if (b.get(ai) !== value) return false;
  return true;
}

/** Why the two parsers disagree on one code; each reason is explained in bench/README.md. */
function disagreement(code: CorpusCode, mine: Outcome, theirs: Outcome): string {
  if (mine.ok && !theirs.ok) {
    if (code.form === 'digital-link') return 'El par no lee GS1 Digital Link';
    if (code.form === 'wedge') return 'El par no admite un separador configurable (teclado)';
    if (code.text.startsWith(']J1')) return 'El par no conoce el identificador ]J1 (DotCode)';
    if (code.text.startsWith(']') && code.text.charCodeAt(3) === 29)
      return 'El par no admite FNC1 tras el identificador de simbología';
    return `Otro (aceptamos, el par rechaza: ${theirs.reason})`;
  }
  if (!mine.ok && theirs.ok) {
    if (theirs.count !== theirs.elements.size) return 'El par acepta un AI repetido con otro valor (GS1_DUPLICATE_AI)';
    return `El par no valida: ${mine.reason}`;
  }
  if (code.form === 'wedge') return 'El par no admite un separador configurable: lee el separador como dato';
  return 'Otro (ambos aceptan con valores distintos)';
}

interface Rate {
  wall: number;
  cpu: number;
}

/** Parses per second of wall-clock time and of this process's CPU time (which excludes waiting). */
function throughput(corpus: readonly CorpusCode[], parse: (code: CorpusCode) => unknown, seconds: number): Rate {
  let parsed = 0;
  let sink = 0;
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  const deadline = start + seconds * 1000;
  while (performance.now() < deadline) {
    for (let i = 0; i < corpus.length; i++) if (parse(corpus[i]!)) sink++;
    parsed += corpus.length;
  }
  const elapsed = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  if (sink < 0) console.log(sink);
  return { wall: parsed / elapsed, cpu: parsed / ((cpu.user + cpu.system) / 1e6) };
}

const better = (a: Rate, b: Rate): Rate => ({ wall: Math.max(a.wall, b.wall), cpu: Math.max(a.cpu, b.cpu) });

const ourTry = (code: CorpusCode) => tryParseGs1(code.text, code.options).ok;
const ourThrow = (code: CorpusCode) => {
  try {
    return parseGs1(code.text, code.options);
  } catch {
    return undefined;
  }
};
const theirs = (code: CorpusCode) => {
  try {
    return peerParse(code.text);
  } catch {
    return undefined;
  }
};

/** Best of several short rounds, alternating the parsers so neither gets a warmer machine. */
function measure(corpus: readonly CorpusCode[], rounds = 3, seconds = 1) {
  const zero = { wall: 0, cpu: 0 };
  const best = { ours: zero, oursThrowing: zero, peer: zero };
  throughput(corpus, ourTry, 0.5);
  throughput(corpus, ourThrow, 0.3);
  throughput(corpus, theirs, 0.5);
  for (let r = 0; r < rounds; r++) {
    best.ours = better(best.ours, throughput(corpus, ourTry, seconds));
    best.peer = better(best.peer, throughput(corpus, theirs, seconds));
    best.oursThrowing = better(best.oursThrowing, throughput(corpus, ourThrow, seconds / 2));
  }
  return best;
}

/** A fixed CPU-bound reference (GTIN-13 check digit), so runs on different machines can be compared. */
function referenceNs(): number {
  const bodies = ['950110153000', '789123456789', '123456789012'];
  let sink = 0;
  const start = performance.now();
  for (let i = 0; i < 2_000_000; i++) sink += gs1CheckDigit(bodies[i % 3]!);
  const ns = ((performance.now() - start) * 1e6) / 2_000_000;
  return sink < 0 ? 0 : ns;
}

export async function run(): Promise<BenchTable> {
  const corpus = buildCorpus();
  const byForm = new Map<string, number>();
  for (const code of corpus) byForm.set(code.form, (byForm.get(code.form) ?? 0) + 1);

  let agree = 0;
  let oursAccepted = 0;
  let peerAccepted = 0;
  const reasons = new Map<string, { count: number; example: string }>();
  for (const code of corpus) {
    const mine = ours(code);
    const other = peer(code);
    if (mine.ok) oursAccepted++;
    if (other.ok) peerAccepted++;
    const same = mine.ok === other.ok && (!mine.ok || (other.ok && sameElements(mine.elements, other.elements, other.count)));
    if (same) {
      agree++;
      continue;
    }
    const reason = disagreement(code, mine, other);
    const entry = reasons.get(reason) ?? { count: 0, example: code.text };
    entry.count++;
    reasons.set(reason, entry);
  }

  const loadBefore = loadavg()[0]!;
  referenceNs();
  const reference = referenceNs();
  // Codes in a form the peer cannot read at all (Digital Link, ]J1, FNC1 after the symbology
  // identifier, a wedge separator) say nothing about agreement on content; count them apart.
  const unsupported = [...reasons]
    .filter(
      ([reason]) =>
        reason.startsWith('El par no lee') || reason.startsWith('El par no conoce') || reason.startsWith('El par no admite'),
    )
    .reduce((sum, [, { count }]) => sum + count, 0);
  const comparable = corpus.length - unsupported;
  const speed = measure(corpus);
  const ratio = speed.ours.wall / speed.peer.wall;
  const row = (parser: string, rate: Rate, accepted: number) => ({
    parser,
    'parses/s': Math.round(rate.wall),
    'µs/parse': Number((1e6 / rate.wall).toFixed(3)),
    'parses/s CPU': Math.round(rate.cpu),
    aceptados: accepted,
    rechazados: corpus.length - accepted,
  });
  const printable = (s: string) => JSON.stringify(s).replace(/\\u001d/g, '<GS>');
  return {
    title: `GS1: ${corpus.length.toLocaleString('en-US')} códigos de todas las formas (semilla fija), un núcleo`,
    rows: [
      row('@bodega/domain tryParseGs1', speed.ours, oursAccepted),
      row('@bodega/domain parseGs1 (lanza Gs1ParseError)', speed.oursThrowing, oursAccepted),
      row(`gs1-barcode-parser-mod ${PEER_VERSION}`, speed.peer, peerAccepted),
    ],
    notes: [
      `Corpus: ${[...byForm].map(([form, n]) => `${form} ${n}`).join(', ')}.`,
      `Objetivo ≥ 1 000 000 parses/s en un núcleo: ${speed.ours.wall >= 1_000_000 ? 'CUMPLE' : 'NO CUMPLE'} (${Math.round(speed.ours.wall).toLocaleString('en-US')}/s; ${Math.round(speed.ours.cpu).toLocaleString('en-US')}/s por tiempo de CPU).`,
      `Carga de la máquina (loadavg 1 min) antes/después: ${loadBefore.toFixed(2)} / ${loadavg()[0]!.toFixed(2)}; con carga mayor que los núcleos, las cifras absolutas bajan y solo la razón es comparable. Referencia de la máquina: dígito verificador de un GTIN-13 en ${reference.toFixed(1)} ns.`,
      `Razón tryParseGs1 / par: ${ratio.toFixed(2)}× (objetivo > 1: ${ratio > 1 ? 'CUMPLE' : 'NO CUMPLE'}).`,
      `Acuerdo con el par: ${((agree / corpus.length) * 100).toFixed(2)} % (${agree} de ${corpus.length}; mismo resultado y mismos valores por AI).`,
      `Acuerdo en los ${comparable} códigos de formas que ambos leen: ${((agree / comparable) * 100).toFixed(2)} %; el resto de los desacuerdos son códigos inválidos que el par acepta sin validar.`,
      'Desacuerdos por causa (explicadas en bench/README.md):',
      ...[...reasons]
        .sort((a, b) => b[1].count - a[1].count)
        .map(([reason, { count, example }]) => `  ${count.toString().padStart(5)}  ${reason} — p. ej. ${printable(example)}`),
    ],
  };
}
