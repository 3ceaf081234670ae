import { CLASSIFICATIONS, gtinClass, productClassification } from './classification';
import { yymmddToIso } from './dates';
import { parseDigitalLink, startsWithHttp } from './digital-link';
import { elementRecord } from './element-record';
import { type FieldPlan, planFields } from './field-plan';
import { type Accumulator, GS, parseAccumulator, parseBracketed, parseRaw } from './element-string';
import { failureInfo, Gs1Failure, Gs1ParseError } from './errors';
import { fail } from './messages';
import { pairingWarnings } from './pairings';
import { aiSequence } from './sequences';
import type { CustomAi, Gs1Classification, Gs1ErrorInfo, Gs1Form, Gs1ParseOptions, Gs1ParseResult } from './types';

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

  const acc = parseAccumulator();
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
  const sequence = aiSequence(defs, n);
  const plan = sequence === undefined ? planFields(defs, n) : sequence.fields(defs, n);
  const elements = sequence === undefined ? elementRecord(defs, values, n) : sequence.elements(defs, values, n);
  const warnings = sequence === undefined ? pairingWarnings(defs, n) : sequence.warnings(defs, n);
  const gtin = plan.gtin < 0 ? undefined : values[plan.gtin]!;
  const klass = gtin === undefined ? undefined : gtinClass(gtin);
  const classification = plan.classification ?? productClassification(klass);
  const result = new ParseResult(elements, form, classification, warnings) as Gs1ParseResult;
  if (gtin !== undefined) {
    result.gtin = gtin;
    // Right after the GTIN (there is a class exactly when there is a GTIN), so this store always meets
    // the same object shape.
    result.gtin_class = klass!;
  }
  if (plan.lot >= 0) result.lot_number = values[plan.lot]!;
  if (plan.serial >= 0) result.serial_number = values[plan.serial]!;
  if (plan.expiry >= 0) result.expiry_date = yymmddToIso(values[plan.expiry]!);
  if (plan.bestBefore >= 0) result.best_before_date = yymmddToIso(values[plan.bestBefore]!);
  if (plan.production >= 0) result.production_date = yymmddToIso(values[plan.production]!);
  if (plan.pack >= 0) result.pack_date = yymmddToIso(values[plan.pack]!);
  if (plan.sscc >= 0) result.sscc = values[plan.sscc]!;
  if (plan.gln >= 0) result.gln = values[plan.gln]!;
  if (plan.gsin >= 0) result.gsin = values[plan.gsin]!;
  if (plan.gdti >= 0) result.gdti = values[plan.gdti]!;
  if (plan.count >= 0) result.count = digitsValue(values[plan.count]!);
  if (plan.netKg >= 0) result.net_weight_kg = digitsValue(values[plan.netKg]!) / plan.netKgDivisor;
  if (plan.grossKg >= 0) result.gross_weight_kg = digitsValue(values[plan.grossKg]!) / plan.grossKgDivisor;
  if (plan.netLb >= 0) result.net_weight_lb = digitsValue(values[plan.netLb]!) / plan.netLbDivisor;
  if (plan.grossLb >= 0) result.gross_weight_lb = digitsValue(values[plan.grossLb]!) / plan.grossLbDivisor;
  if (plan.custom.length > 0) addCustomFields(result, plan, values);
  if (symbology !== undefined) result.symbology = symbology;
  return result;
}

/** `custom_fields`, and the same values as flat `custom_field_9x` keys added in AI order. */
function addCustomFields(result: Gs1ParseResult, plan: FieldPlan, values: readonly string[]): void {
  const { customDefs, custom } = plan;
  if (custom.length === 1) {
    // The usual single field: its own literal, without gathering the values first.
    const value = values[custom[0]!]!;
    result.custom_fields = customDefs[0]!.recordWith!(value);
    setCustomField(result, customDefs[0]!.ai, value);
    return;
  }
  const customValues = custom.map((position) => values[position]!);
  result.custom_fields = elementRecord(customDefs, customValues, custom.length);
  for (let i = 0; i < custom.length; i++) setCustomField(result, customDefs[i]!.ai, customValues[i]!);
}

/**
 * One store site per key: each sees a single object shape and stays fast, where `result[key]` with
 * the key in a variable would go through V8's shared megamorphic cache.
 */
function setCustomField(result: Gs1ParseResult, ai: string, value: string): void {
  switch (ai as CustomAi) {
    case '90':
      result.custom_field_90 = value;
      break;
    case '91':
      result.custom_field_91 = value;
      break;
    case '92':
      result.custom_field_92 = value;
      break;
    case '93':
      result.custom_field_93 = value;
      break;
    case '94':
      result.custom_field_94 = value;
      break;
    case '95':
      result.custom_field_95 = value;
      break;
    case '96':
      result.custom_field_96 = value;
      break;
    case '97':
      result.custom_field_97 = value;
      break;
    case '98':
      result.custom_field_98 = value;
      break;
    case '99':
      result.custom_field_99 = value;
      break;
  }
}
