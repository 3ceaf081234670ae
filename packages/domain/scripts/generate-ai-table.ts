/**
 * Generates packages/domain/src/gs1/application-identifiers.ts from the GS1 Barcode Syntax
 * Dictionary kept in packages/domain/reference/gs1-syntax-dictionary.txt.
 *
 *   npm run generate:ai -w @bodega/domain
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AiCharset, AiComponent, AiEntry } from '../src/gs1/ai-types';

const FLAG_CHARS = new Set('*!?"$%&\'()+,-./:;<=>@[\\]^_`{|}~');
const COMPONENT = /^(\[)?([NXYZ])(\d+|\.\.\d+)(\])?((?:,[A-Za-z0-9]+)*)$/;

export interface ParsedDictionary {
  release: string;
  /** The copyright and licence lines of the dictionary's header, without the leading `# `. */
  notice: string[];
  entries: AiEntry[];
}

export function parseDictionary(text: string): ParsedDictionary {
  const lines = text.split(/\r?\n/);
  const release = /^#\s*Release:\s*(\S+)/m.exec(text)?.[1] ?? 'UNSET';
  const entries: AiEntry[] = [];
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    try {
      entries.push(...parseEntry(line));
    } catch (error) {
      throw new Error(`Line ${index + 1}: ${(error as Error).message}\n  ${raw}`);
    }
  }
  entries.sort((a, b) => (a.ai < b.ai ? -1 : 1));
  for (let i = 1; i < entries.length; i++) {
    if (entries[i]!.ai === entries[i - 1]!.ai) throw new Error(`Duplicate AI ${entries[i]!.ai}`);
  }
  return { release, notice: extractNotice(lines), entries };
}

function extractNotice(lines: string[]): string[] {
  const start = lines.findIndex((l) => /^#\s*Copyright/.test(l));
  const end = lines.findIndex((l) => /limitations under the License/.test(l));
  if (start < 0 || end < start) throw new Error('Licence notice not found in the dictionary header');
  return lines.slice(start, end + 1).map((l) => l.replace(/^#\s?/, ''));
}

/** Parses one entry line; an AI range (`3100-3105`, `91-99`) yields one entry per AI. */
export function parseEntry(line: string): AiEntry[] {
  const hash = line.indexOf('#');
  const title = hash >= 0 ? line.slice(hash + 1).trim() : '';
  const tokens = (hash >= 0 ? line.slice(0, hash) : line).trim().split(/\s+/);
  const aiToken = tokens.shift();
  if (!aiToken || !/^\d{2,4}(-\d{2,4})?$/.test(aiToken)) throw new Error(`Bad AI "${aiToken}"`);
  let flags = '';
  if (tokens[0] !== undefined && [...tokens[0]].every((c) => FLAG_CHARS.has(c))) flags = tokens.shift()!;

  const components: AiComponent[] = [];
  const attributes: string[] = [];
  for (const token of tokens) {
    const match = COMPONENT.exec(token);
    if (match && attributes.length === 0) {
      const [, open, charset, length, close, linters] = match;
      if (Boolean(open) !== Boolean(close)) throw new Error(`Unbalanced brackets in "${token}"`);
      const variable = length!.startsWith('..');
      const max = Number(variable ? length!.slice(2) : length);
      components.push({
        charset: charset as AiCharset,
        min: variable ? 1 : max,
        max,
        optional: Boolean(open),
        linters: linters ? linters.slice(1).split(',') : [],
      });
    } else {
      attributes.push(token);
    }
  }
  if (components.length === 0) throw new Error('No data specification');
  components.forEach((c, i) => {
    if (c.min !== c.max && i !== components.length - 1) throw new Error('Variable component not last');
  });

  const requireGroups: string[][][] = [];
  const excludes: string[] = [];
  let dlPrimaryKey: string[][] | undefined;
  for (const attribute of attributes) {
    const [key, value] = attribute.split('=', 2) as [string, string | undefined];
    if (key === 'req' && value) {
      requireGroups.push(value.split(',').map((alt) => alt.split('+')));
    } else if (key === 'ex' && value) {
      excludes.push(...value.split(','));
    } else if (key === 'dlpkey') {
      dlPrimaryKey = value ? value.split('|').map((seq) => seq.split(',')) : [[]];
    } else {
      throw new Error(`Unknown attribute "${attribute}"`);
    }
  }

  const [first, last = first] = aiToken.split('-') as [string, string?];
  if (first.length !== last!.length) throw new Error(`Bad AI range ${aiToken}`);
  const from = Number(first);
  const to = Number(last);
  const isRange = from !== to;
  const mandatory = components.filter((c) => !c.optional);
  const entries: AiEntry[] = [];
  for (let n = from; n <= to; n++) {
    const ai = String(n).padStart(first.length, '0');
    const entry: AiEntry = {
      ai,
      title,
      predefined: flags.includes('*'),
      dlAttribute: flags.includes('?'),
      components,
      minLength: mandatory.reduce((sum, c) => sum + c.min, 0),
      maxLength: components.reduce((sum, c) => sum + c.max, 0),
      requires: normaliseRequires(requireGroups),
      excludes: [...new Set(excludes)],
    };
    // Measures and amounts (310n, 3920…) carry the decimal point position in the AI's last digit.
    if (isRange && ai.length === 4 && /^3[1-9]/.test(ai)) entry.decimals = n % 10;
    if (dlPrimaryKey) entry.dlPrimaryKey = dlPrimaryKey;
    entries.push(entry);
  }
  return entries;
}

/**
 * Several `req=` attributes all apply (`req=A,B req=C`); the dictionary may also write the same rule
 * as one attribute with conjunctions (`req=A+C,B+C`). Both normalise to the same alternatives.
 */
export function normaliseRequires(groups: string[][][]): string[][] {
  let alternatives: string[][] = [[]];
  for (const group of groups) {
    const next: string[][] = [];
    for (const partial of alternatives) {
      for (const alternative of group) next.push([...new Set([...partial, ...alternative])]);
    }
    alternatives = next;
  }
  if (groups.length === 0) return [];
  const seen = new Set<string>();
  return alternatives.filter((alt) => {
    const key = [...alt].sort().join('+');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The AI length (2, 3 or 4 digits) for each two-digit prefix; 0 when no AI starts with it. */
export function lengthByPrefix(entries: readonly AiEntry[]): number[] {
  const lengths = new Array<number>(100).fill(0);
  for (const { ai } of entries) {
    const prefix = Number(ai.slice(0, 2));
    if (lengths[prefix] !== 0 && lengths[prefix] !== ai.length) {
      throw new Error(`AIs starting with ${ai.slice(0, 2)} have different lengths`);
    }
    lengths[prefix] = ai.length;
  }
  return lengths;
}

export function renderModule(dictionary: ParsedDictionary): string {
  const { release, notice, entries } = dictionary;
  const lines: string[] = [
    '// GENERATED FILE: do not edit by hand. Regenerate with `npm run generate:ai -w @bodega/domain`',
    '// (packages/domain/scripts/generate-ai-table.ts).',
    '//',
    `// Derived from the GS1 Barcode Syntax Dictionary, release ${release}`,
    '// (packages/domain/reference/gs1-syntax-dictionary.txt), whose notice follows:',
    '//',
    ...notice.map((l) => `// ${l}`.trimEnd()),
    '//',
    '// Changes made here: the table is converted to TypeScript, AI ranges are expanded into one entry',
    '// per AI, "req" attributes are normalised into alternatives of conjunctions, the implied decimal',
    '// places of measure and amount AIs are added, and titles are kept as the dictionary gives them.',
    "import type { AiEntry } from './ai-types';",
    '',
    `export const AI_DICTIONARY_RELEASE = ${JSON.stringify(release)};`,
    '',
    '/** Length of the AI (2, 3 or 4 digits) by its first two digits; 0 when no AI starts so. */',
    `export const AI_LENGTH_BY_PREFIX: readonly number[] = ${JSON.stringify(lengthByPrefix(entries))};`,
    '',
    'export const APPLICATION_IDENTIFIERS: readonly AiEntry[] = [',
  ];
  for (const entry of entries) lines.push(`  ${renderEntry(entry)},`);
  lines.push('];', '', ...renderRecordFactories(entries), '', ...renderCombinationRecords(entries), '');
  return lines.join('\n');
}

/** Whether JavaScript lists `key` as an array index ("17", "414"), not as a named key ("01"). */
export function isArrayIndex(key: string): boolean {
  return String(Number(key)) === key;
}

function renderRecordFactories(entries: readonly AiEntry[]): string[] {
  const lines = [
    'type RecordWithAi = (value: string) => Record<string, string>;',
    '',
    '/**',
    ' * `{ [ai]: value }` as an object literal, for each AI that JavaScript treats as an array index (all',
    ' * but 00–03). An object that is given such a key at run time gets an element store sized to the',
    ' * number (AI 414: over 600 slots), which costs more than parsing the code; a literal is copied from',
    ' * a boilerplate whose store V8 has already sized, or made sparse, for that one key.',
    ' */',
    'export const RECORD_WITH_AI: ReadonlyMap<string, RecordWithAi> = new Map<string, RecordWithAi>([',
  ];
  for (const { ai } of entries) {
    if (isArrayIndex(ai)) lines.push(`  [${JSON.stringify(ai)}, (value) => ({ ${JSON.stringify(ai)}: value })],`);
  }
  lines.push(']);');
  return lines;
}

/**
 * The AIs that healthcare labels carry together: GTIN, expiry, lot and serial; a logistic unit's SSCC,
 * content GTIN, count and lot; a variable-weight item; a location with its extension; internal codes
 * with a lot. `n` stands for any digit. Each becomes a literal in `RECORD_WITH_AIS`, and so does each
 * without its keys 00–02 (codes that carry only the attributes); one that is not common costs a
 * failed lookup per parse. Keys 00–02 are named keys, listed in the order written: a literal holds
 * them in ascending order and serves codes that write them so.
 */
export const COMMON_AI_COMBINATIONS: readonly (readonly string[])[] = [
  ['01', '10', '17'],
  ['01', '10', '17', '21'],
  ['01', '10', '11', '17'],
  ['01', '10', '11', '17', '21'],
  ['01', '10', '17', '30'],
  ['00', '02', '10', '37'],
  ['01', '10', '15', '310n'],
  ['01', '10', '17', '310n'],
  ['01', '21', '240'],
  ['254', '414'],
  ['01', '10', '9n'],
];

const NAMED_KEYS = ['00', '01', '02', '03'];

function matchesPattern(ai: string, pattern: string): boolean {
  return ai.length === pattern.length && [...pattern].every((c, i) => c === 'n' || c === ai[i]);
}

/** Every combination of AIs that `patterns` name (`n` standing for any digit), each sorted by AI number. */
export function expandCombination(patterns: readonly string[], ais: readonly string[]): string[][] {
  let combinations: string[][] = [[]];
  for (const pattern of patterns) {
    const matching = ais.filter((ai) => matchesPattern(ai, pattern));
    if (matching.length === 0) throw new Error(`No AI matches ${pattern}`);
    combinations = combinations.flatMap((combination) => matching.map((ai) => [...combination, ai]));
  }
  return combinations.map((combination) => combination.sort((a, b) => Number(a) - Number(b)));
}

/** The bit of each AI in the combinations, in ascending AI order, and each combination as its AIs' bits. */
export function combinationBits(combinations: readonly (readonly string[])[]): Map<string, number> {
  const ais = [...new Set(combinations.flat())].sort((a, b) => Number(a) - Number(b));
  if (ais.length > 30) throw new Error('More AIs in common combinations than bits in a small integer');
  return new Map(ais.map((ai, bit) => [ai, bit]));
}

function renderCombinationRecords(entries: readonly AiEntry[]): string[] {
  const ais = entries.map((entry) => entry.ai);
  const withNamedKeys = COMMON_AI_COMBINATIONS.flatMap((patterns) => expandCombination(patterns, ais));
  const withoutNamedKeys = withNamedKeys
    .map((combination) => combination.filter((ai) => !NAMED_KEYS.includes(ai)))
    .filter((combination) => combination.length > 1);
  const seen = new Set<string>();
  const combinations = [...withNamedKeys, ...withoutNamedKeys].filter((combination) => {
    const text = combination.join('+');
    return !seen.has(text) && seen.add(text);
  });
  const bits = combinationBits(combinations);
  const lines = [
    'type RecordWithAis = (values: readonly string[], at: Uint8Array) => Record<string, string>;',
    '',
    '/** The bit of each AI that is part of a combination in `RECORD_WITH_AIS`. */',
    `export const COMBINATION_BIT_BY_AI: ReadonlyMap<string, number> = new Map<string, number>(`,
    `  ${JSON.stringify([...bits])},`,
    ');',
    '',
    '/**',
    ' * One object literal per combination of AIs common on healthcare labels, keyed by the sum of the',
    " * AIs' bits (`COMBINATION_BIT_BY_AI`); the value of the AI of bit b is `values[at[b]]`. A literal of",
    " * one AI above 32 starts in dictionary mode, and every AI stored into it after goes through V8's",
    ' * slow runtime path; the literal of the whole combination is made in one step, most with a fast',
    ' * element store.',
    ' */',
    'export const RECORD_WITH_AIS: ReadonlyMap<number, RecordWithAis> = new Map<number, RecordWithAis>([',
  ];
  for (const combination of combinations) {
    const key = combination.reduce((sum, ai) => sum + 2 ** bits.get(ai)!, 0);
    const properties = combination.map((ai) => `${JSON.stringify(ai)}: v[at[${bits.get(ai)}]!]!`).join(', ');
    lines.push(`  [${key}, (v, at) => ({ ${properties} })],`);
  }
  lines.push(']);');
  return lines;
}

function renderEntry(entry: AiEntry): string {
  const parts = [
    `ai: ${JSON.stringify(entry.ai)}`,
    `title: ${JSON.stringify(entry.title)}`,
    `predefined: ${entry.predefined}`,
    `dlAttribute: ${entry.dlAttribute}`,
    `components: [${entry.components.map(renderComponent).join(', ')}]`,
    `minLength: ${entry.minLength}`,
    `maxLength: ${entry.maxLength}`,
  ];
  if (entry.decimals !== undefined) parts.push(`decimals: ${entry.decimals}`);
  if (entry.dlPrimaryKey) parts.push(`dlPrimaryKey: ${JSON.stringify(entry.dlPrimaryKey)}`);
  parts.push(`requires: ${JSON.stringify(entry.requires)}`, `excludes: ${JSON.stringify(entry.excludes)}`);
  return `{ ${parts.join(', ')} }`;
}

function renderComponent(c: AiComponent): string {
  return `{ charset: '${c.charset}', min: ${c.min}, max: ${c.max}, optional: ${c.optional}, linters: ${JSON.stringify(c.linters)} }`;
}

export const DICTIONARY_PATH = resolve(dirname(fileURLToPath(import.meta.url)), '../reference/gs1-syntax-dictionary.txt');
export const OUTPUT_PATH = resolve(dirname(fileURLToPath(import.meta.url)), '../src/gs1/application-identifiers.ts');

export function generate(): string {
  return renderModule(parseDictionary(readFileSync(DICTIONARY_PATH, 'utf8')));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(OUTPUT_PATH, generate());
  console.log(`Wrote ${OUTPUT_PATH}`);
}
