import { type CompiledAi, Role } from './ai-table';
import { CLASSIFICATIONS, classify, gtinClass } from './classification';
import { yymmddToIso } from './dates';
import { parseDigitalLink, startsWithHttp } from './digital-link';
import { elementRecord } from './element-record';
import { Accumulator, GS, parseBracketed, parseRaw } from './element-string';
import { failureInfo, Gs1Failure, Gs1ParseError } from './errors';
import { fail } from './messages';
import { pairingWarnings } from './pairings';
import type { CustomAi, Gs1Classification, Gs1ErrorInfo, Gs1Form, Gs1ParseOptions, Gs1ParseResult } from './types';

const POW10 = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000];

/**
 * Parses a GS1 element string in any form a scanner or a person produces: bracketed `(01)…(17)…`,
 * raw with FNC1/GS separators (a leading FNC1 and an AIM symbology identifier such as `]d2` are
 * dropped), keyboard-wedge input with another separator, or a GS1 Digital Link URI.
 *
 * @throws {Gs1ParseError} with a stable `code` and a Spanish `message` naming the AI at fault.
 */
export function parseGs1(text: string, options?: Gs1ParseOptions): Gs1ParseResult {
  const result = parse(text, options);
  if (result instanceof Gs1Failure) throw new Gs1ParseError(result.code, result.message, result.ai);
  return result;
}

export type Gs1TryResult = { ok: true; value: Gs1ParseResult } | { ok: false; error: Gs1ErrorInfo };

/** Like parseGs1, without throwing: for UI code that shows the message. */
export function tryParseGs1(text: string, options?: Gs1ParseOptions): Gs1TryResult {
  const result = parse(text, options);
  return result instanceof Gs1Failure ? { ok: false, error: failureInfo(result) } : { ok: true, value: result };
}

// Definitions and values of the parse under way, reused between calls (parsing is synchronous and
// nothing here calls back into parse).
const scratch = new Accumulator();

function isBlank(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 0;
}

function parse(text: string, options: Gs1ParseOptions | undefined): Gs1ParseResult | Gs1Failure {
  let s = text;
  let alt = GS;
  const separator = options?.separator;
  if (separator !== undefined && separator !== '') {
    if (separator.length === 1) alt = separator.charCodeAt(0);
    else s = s.split(separator).join('\x1d');
  }
  let start = 0;
  let end = s.length;
  while (start < end && isBlank(s.charCodeAt(start))) start++;
  while (end > start && isBlank(s.charCodeAt(end - 1))) end--;
  if (start === end) return fail.empty();

  let symbology: string | undefined;
  if (s.charCodeAt(start) === 93 && end - start >= 3) {
    symbology = s.slice(start, start + 3);
    start += 3;
  }
  while (start < end && (s.charCodeAt(start) === GS || s.charCodeAt(start) === alt)) start++;
  if (start === end) return fail.empty();

  const acc = scratch;
  acc.reset();
  let form: Gs1Form;
  let failure: Gs1Failure | undefined;
  const first = s.charCodeAt(start);
  if (first === 40) {
    form = 'bracketed';
    failure = parseBracketed(acc, s, start, end, alt);
  } else if ((first === 104 || first === 72) && startsWithHttp(s, start)) {
    form = 'digital-link';
    failure = parseDigitalLink(acc, s, start, end);
  } else {
    form = 'raw';
    failure = parseRaw(acc, s, start, end, alt);
  }
  if (failure !== undefined) return failure;
  if (acc.count === 0) return fail.notGs1();
  return buildResult(acc, form, symbology);
}

/**
 * The fields every result has are set by the constructor, so all results start from one map; the
 * fields present only in some codes are added after. A class (rather than an object literal) lets
 * V8 size its instances for those fields after the first few, instead of growing each one.
 */
class ParseResult {
  constructor(
    readonly elements: Record<string, string>,
    readonly form: Gs1Form,
    readonly classification: Gs1Classification,
    readonly warnings: string[],
  ) {}
}

/**
 * V8 fixes the size of a class's instances from the first few it builds ("slack tracking"). Had those
 * been small results, the fields of later, larger ones would go to a separate array, reallocated as
 * it grows; built here with the usual fields, every result keeps them inside the object.
 */
function sizeResultInstances(): void {
  for (let i = 0; i < 10; i++) {
    const result = new ParseResult({}, 'raw', CLASSIFICATIONS.product, []) as Gs1ParseResult;
    result.gtin = '';
    result.gtin_class = 'other';
    result.lot_number = '';
    result.serial_number = '';
    result.expiry_date = '';
    result.best_before_date = '';
    result.production_date = '';
    result.pack_date = '';
    result.symbology = '';
  }
}
sizeResultInstances();

function digitsValue(value: string): number {
  let n = 0;
  for (let i = 0; i < value.length; i++) n = n * 10 + (value.charCodeAt(i) - 48);
  return n;
}

function buildResult(acc: Accumulator, form: Gs1Form, symbology: string | undefined): Gs1ParseResult {
  const { defs, values, count: n } = acc;
  let gtin: string | undefined;
  let contentGtin: string | undefined;
  let lot: string | undefined;
  let serial: string | undefined;
  let production: string | undefined;
  let pack: string | undefined;
  let bestBefore: string | undefined;
  let expiry: string | undefined;
  let sscc: string | undefined;
  let gln: string | undefined;
  let otherGln: string | undefined;
  let gsin: string | undefined;
  let gdti: string | undefined;
  let count: number | undefined;
  let variableCount: number | undefined;
  let netKg: number | undefined;
  let netLb: number | undefined;
  let grossKg: number | undefined;
  let grossLb: number | undefined;
  let customDefs: CompiledAi[] | undefined;
  let customValues: string[] | undefined;

  for (let i = 0; i < n; i++) {
    const def = defs[i]!;
    const value = values[i]!;
    switch (def.role) {
      case Role.None:
        break;
      case Role.Gtin:
        gtin = value;
        break;
      case Role.ContentGtin:
        contentGtin = value;
        break;
      case Role.Lot:
        lot = value;
        break;
      case Role.Serial:
        serial = value;
        break;
      case Role.ExpiryDate:
        expiry = value;
        break;
      case Role.BestBeforeDate:
        bestBefore = value;
        break;
      case Role.PackDate:
        pack = value;
        break;
      case Role.ProductionDate:
        production = value;
        break;
      case Role.Sscc:
        sscc = value;
        break;
      case Role.Gln:
        if (def.ai === '414') gln = value;
        else otherGln ??= value;
        break;
      case Role.Gsin:
        gsin = value;
        break;
      case Role.Gdti:
        gdti = value;
        break;
      case Role.Count:
        if (def.ai === '37') count = digitsValue(value);
        else variableCount = digitsValue(value);
        break;
      case Role.NetKg:
        netKg = digitsValue(value) / POW10[def.decimals]!;
        break;
      case Role.NetLb:
        netLb = digitsValue(value) / POW10[def.decimals]!;
        break;
      case Role.GrossKg:
        grossKg = digitsValue(value) / POW10[def.decimals]!;
        break;
      case Role.GrossLb:
        grossLb = digitsValue(value) / POW10[def.decimals]!;
        break;
      case Role.Custom:
        (customDefs ??= []).push(def);
        (customValues ??= []).push(value);
        break;
    }
  }

  gtin ??= contentGtin;
  gln ??= otherGln;
  count ??= variableCount;
  const klass = gtin === undefined ? undefined : gtinClass(gtin);
  const classification = classify(
    sscc,
    gsin,
    gdti,
    gln,
    gtin,
    klass,
    netKg !== undefined || grossKg !== undefined || netLb !== undefined || grossLb !== undefined,
    customDefs !== undefined,
  );
  const elements = elementRecord(defs, values, n);
  const result = new ParseResult(elements, form, classification, pairingWarnings(defs, n)) as Gs1ParseResult;
  if (gtin !== undefined) result.gtin = gtin;
  // Right after the GTIN (there is a class exactly when there is a GTIN), so this store always meets
  // the same object shape.
  if (klass !== undefined) result.gtin_class = klass;
  if (lot !== undefined) result.lot_number = lot;
  if (serial !== undefined) result.serial_number = serial;
  const expiryDate = expiry ?? bestBefore ?? pack ?? production;
  if (expiryDate !== undefined) result.expiry_date = yymmddToIso(expiryDate);
  if (bestBefore !== undefined) result.best_before_date = yymmddToIso(bestBefore);
  if (production !== undefined) result.production_date = yymmddToIso(production);
  if (pack !== undefined) result.pack_date = yymmddToIso(pack);
  if (sscc !== undefined) result.sscc = sscc;
  if (gln !== undefined) result.gln = gln;
  if (gsin !== undefined) result.gsin = gsin;
  if (gdti !== undefined) result.gdti = gdti;
  if (count !== undefined) result.count = count;
  if (netKg !== undefined) result.net_weight_kg = netKg;
  if (grossKg !== undefined) result.gross_weight_kg = grossKg;
  if (netLb !== undefined) result.net_weight_lb = netLb;
  if (grossLb !== undefined) result.gross_weight_lb = grossLb;
  if (customDefs !== undefined && customValues !== undefined) addCustomFields(result, customDefs, customValues);
  if (symbology !== undefined) result.symbology = symbology;
  return result;
}

const CUSTOM_FIELD_KEY = {
  '90': 'custom_field_90',
  '91': 'custom_field_91',
  '92': 'custom_field_92',
  '93': 'custom_field_93',
  '94': 'custom_field_94',
  '95': 'custom_field_95',
  '96': 'custom_field_96',
  '97': 'custom_field_97',
  '98': 'custom_field_98',
  '99': 'custom_field_99',
} as const satisfies Record<CustomAi, keyof Gs1ParseResult>;

/** `custom_fields`, and the same values as flat `custom_field_9x` keys added in AI order. */
function addCustomFields(result: Gs1ParseResult, defs: CompiledAi[], values: string[]): void {
  sortByAi(defs, values);
  result.custom_fields = elementRecord(defs, values, defs.length);
  for (let i = 0; i < defs.length; i++) result[CUSTOM_FIELD_KEY[defs[i]!.ai as CustomAi]] = values[i];
}

/** Insertion sort of the (few) custom fields of a code, moving each value with its AI. */
function sortByAi(defs: CompiledAi[], values: string[]): void {
  for (let i = 1; i < defs.length; i++) {
    const def = defs[i]!;
    const value = values[i]!;
    let j = i - 1;
    for (; j >= 0 && defs[j]!.ai > def.ai; j--) {
      defs[j + 1] = defs[j]!;
      values[j + 1] = values[j]!;
    }
    defs[j + 1] = def;
    values[j + 1] = value;
  }
}
