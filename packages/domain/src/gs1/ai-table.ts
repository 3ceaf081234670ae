import type { AiCharset, AiComponent, AiEntry } from './ai-types';
import { AI_LENGTH_BY_PREFIX, APPLICATION_IDENTIFIERS, COMBINATION_BIT_BY_AI, RECORD_WITH_AI } from './application-identifiers';
import { CHARSET_MASK } from './charset';
import { LINTERS, type LinterSpec } from './linters';

/**
 * How a value is checked. Most AIs of real codes have one component with a single check, and a
 * direct path for it skips the generic walk over components and linters (a few hundred
 * instructions per value).
 */
export enum Validation {
  /** Any shape: every component, its characters and its linters in turn. */
  Generic,
  /** One component with no linters: its character set only. */
  Charset,
  /** One component of digits ending in a GS1 check digit, no other linter. */
  CheckDigit,
  /** One component of six digits that must be a YYMMDD date (day 00 allowed with `yymmd0`). */
  Date,
}

/** What a parsed AI feeds in the result. */
export enum Role {
  None,
  Sscc,
  Gtin,
  ContentGtin,
  Lot,
  Serial,
  ProductionDate,
  PackDate,
  BestBeforeDate,
  ExpiryDate,
  Count,
  NetKg,
  NetLb,
  GrossKg,
  GrossLb,
  Gln,
  Gsin,
  Gdti,
  Custom,
}

export interface CompiledComponent {
  charset: AiCharset;
  mask: number;
  min: number;
  max: number;
  optional: boolean;
  /** Digits ending in a GS1 check digit (N and the csum linter first), checked in one pass. */
  checkDigit: boolean;
  /** The linters other than that leading csum. */
  linters: readonly LinterSpec[];
}

/** A pattern of `requires`/`excludes`: an exact AI, or a prefix followed by `n` wildcards. */
export interface AiPattern {
  text: string;
  /** By `CompiledAi.id`: 1 when that AI matches the pattern, so matching is one array read. */
  matches: Uint8Array;
}

export interface CompiledAi {
  ai: string;
  /** Position of the AI in the dictionary table. */
  id: number;
  entry: AiEntry;
  predefined: boolean;
  /** The value's length when every component is mandatory and fixed, otherwise -1. */
  fixedLength: number;
  /** Whether the value has a fixed length and only digits (N components). */
  fixedDigits: boolean;
  minLength: number;
  maxLength: number;
  components: readonly CompiledComponent[];
  role: Role;
  decimals: number;
  requires: readonly (readonly AiPattern[])[];
  excludes: readonly AiPattern[];
  dlPrimaryKey: boolean;
  /** The AI's number when JavaScript treats it as an array index (all but 00–03), otherwise -1. */
  arrayIndex: number;
  /** `{ [ai]: value }` from an object literal, for the AIs that are array indices. */
  recordWith: ((value: string) => Record<string, string>) | undefined;
  /** The AI's bit in the keys of `RECORD_WITH_AIS`, or -1 when it is in no common combination. */
  combinationBit: number;
  validation: Validation;
  /** The character-set mask of the single component (`Validation.Charset`). */
  mask: number;
  /** Whether day 00 is a valid date (`Validation.Date` with the `yymmd0` linter). */
  zeroDay: boolean;
}

function matchesText(ai: string, text: string): boolean {
  const n = text.indexOf('n');
  return n < 0 ? ai === text : ai.length === text.length && ai.startsWith(text.slice(0, n));
}

const PATTERNS = new Map<string, AiPattern>();

function pattern(text: string): AiPattern {
  let compiled = PATTERNS.get(text);
  if (compiled === undefined) {
    const matches = new Uint8Array(APPLICATION_IDENTIFIERS.length);
    APPLICATION_IDENTIFIERS.forEach((entry, id) => {
      if (matchesText(entry.ai, text)) matches[id] = 1;
    });
    compiled = { text, matches };
    PATTERNS.set(text, compiled);
  }
  return compiled;
}

export function matchesPattern(def: CompiledAi, p: AiPattern): boolean {
  return p.matches[def.id] === 1;
}

function roleOf(ai: string): Role {
  switch (ai) {
    case '00':
      return Role.Sscc;
    case '01':
      return Role.Gtin;
    case '02':
      return Role.ContentGtin;
    case '10':
      return Role.Lot;
    case '21':
      return Role.Serial;
    case '11':
      return Role.ProductionDate;
    case '13':
      return Role.PackDate;
    case '15':
      return Role.BestBeforeDate;
    case '17':
      return Role.ExpiryDate;
    case '30':
    case '37':
      return Role.Count;
    case '402':
      return Role.Gsin;
    case '253':
      return Role.Gdti;
  }
  if (ai.length === 4 && ai.startsWith('310')) return Role.NetKg;
  if (ai.length === 4 && ai.startsWith('320')) return Role.NetLb;
  if (ai.length === 4 && ai.startsWith('330')) return Role.GrossKg;
  if (ai.length === 4 && ai.startsWith('340')) return Role.GrossLb;
  if (ai.length === 3 && ai.startsWith('41')) return Role.Gln;
  if (ai.length === 2 && ai >= '90') return Role.Custom;
  return Role.None;
}

/**
 * Whether a linter can never fail on the component: a Company Prefix check on digits long enough to
 * hold one (a GTIN, an SSCC, a GLN) is implied by the character set and the length.
 */
function impliedByShape(name: string, component: AiComponent): boolean {
  if (component.charset !== 'N') return false;
  if (name === 'gcppos1') return component.min >= 4;
  if (name === 'gcppos2') return component.min >= 5;
  return false;
}

function compileComponent(component: AiComponent): CompiledComponent {
  const linters = component.linters.flatMap((name) => (impliedByShape(name, component) ? [] : (LINTERS[name] ?? [])));
  const checkDigit = component.charset === 'N' && linters[0] === LINTERS.csum;
  return {
    charset: component.charset,
    mask: CHARSET_MASK[component.charset],
    min: component.min,
    max: component.max,
    optional: component.optional,
    checkDigit,
    linters: checkDigit ? linters.slice(1) : linters,
  };
}

function validationOf(components: readonly CompiledComponent[]): Validation {
  if (components.length !== 1 || components[0]!.optional) return Validation.Generic;
  const { linters, checkDigit, charset, min, max } = components[0]!;
  if (linters.length === 0) return checkDigit ? Validation.CheckDigit : Validation.Charset;
  const isDate = linters.length === 1 && (linters[0] === LINTERS.yymmd0 || linters[0] === LINTERS.yymmdd);
  return isDate && !checkDigit && charset === 'N' && min === 6 && max === 6 ? Validation.Date : Validation.Generic;
}

function compile(entry: AiEntry, id: number): CompiledAi {
  const components = entry.components.map(compileComponent);
  const allFixed = entry.components.every((c) => !c.optional && c.min === c.max);
  return {
    ai: entry.ai,
    id,
    entry,
    predefined: entry.predefined,
    fixedLength: allFixed ? entry.maxLength : -1,
    fixedDigits: allFixed && entry.components.every((c) => c.charset === 'N'),
    minLength: entry.minLength,
    maxLength: entry.maxLength,
    components,
    role: roleOf(entry.ai),
    decimals: entry.decimals ?? 0,
    requires: entry.requires.map((alternative) => alternative.map(pattern)),
    excludes: entry.excludes.map(pattern),
    dlPrimaryKey: entry.dlPrimaryKey !== undefined,
    arrayIndex: RECORD_WITH_AI.has(entry.ai) ? Number(entry.ai) : -1,
    recordWith: RECORD_WITH_AI.get(entry.ai),
    combinationBit: COMBINATION_BIT_BY_AI.get(entry.ai) ?? -1,
    validation: validationOf(components),
    mask: components[0]?.mask ?? 0,
    zeroDay: components[0]?.linters[0] === LINTERS.yymmd0,
  };
}

/** Compiled entries indexed by the AI's numeric value, one table per AI length (2, 3, 4). */
const BY_LENGTH: (CompiledAi | undefined)[][] = [[], [], new Array(100), new Array(1000), new Array(10000)];
const BY_AI = new Map<string, CompiledAi>();
for (const [id, entry] of APPLICATION_IDENTIFIERS.entries()) {
  const compiled = compile(entry, id);
  BY_LENGTH[entry.ai.length]![Number(entry.ai)] = compiled;
  BY_AI.set(entry.ai, compiled);
}

export const LENGTH_BY_PREFIX: readonly number[] = AI_LENGTH_BY_PREFIX;

/**
 * The AI written at `s[at, at + length)`, or undefined when those characters are not digits or name
 * no AI.
 */
export function aiAt(s: string, at: number, length: number): CompiledAi | undefined {
  let n = 0;
  for (let i = at; i < at + length; i++) {
    const d = s.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return undefined;
    n = n * 10 + d;
  }
  return BY_LENGTH[length]?.[n];
}

/** The AI of `length` digits whose value is `n` (the digits already read), or undefined. */
export function aiByNumber(length: number, n: number): CompiledAi | undefined {
  return BY_LENGTH[length]?.[n];
}

export function lookupAi(ai: string): CompiledAi | undefined {
  return BY_AI.get(ai);
}

/**
 * The AI at the start of an unbracketed element string `s[at, end)`: its first two digits give its
 * length, and are read once. Undefined when the characters there name no AI.
 */
export function rawAiAt(s: string, at: number, end: number): CompiledAi | undefined {
  const a = s.charCodeAt(at) - 48;
  const b = s.charCodeAt(at + 1) - 48;
  if (a < 0 || a > 9 || b < 0 || b > 9) return undefined;
  let n = a * 10 + b;
  const length = LENGTH_BY_PREFIX[n] ?? 0;
  if (length === 0 || at + length > end) return undefined;
  for (let i = at + 2; i < at + length; i++) {
    const d = s.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return undefined;
    n = n * 10 + d;
  }
  return BY_LENGTH[length]![n];
}

/** The AI length for the two digits at `s[at]`, `s[at + 1]`; 0 when they start no AI. */
export function aiLengthAt(s: string, at: number): number {
  const a = s.charCodeAt(at) - 48;
  const b = s.charCodeAt(at + 1) - 48;
  if (a < 0 || a > 9 || b < 0 || b > 9) return 0;
  return LENGTH_BY_PREFIX[a * 10 + b] ?? 0;
}
