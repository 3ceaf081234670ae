import { hasValidCheckDigit } from '../gs1/check-digit';
import { startsWithHttp } from '../gs1/digital-link';
import { tryParseGs1 } from '../gs1/parse-gs1';
import type { Gs1ErrorInfo, Gs1ParseResult } from '../gs1/types';

export type BarcodeType = 'EAN-13' | 'UPC-A' | 'EAN-8' | 'UPC' | 'ITF-14' | 'GS1' | 'Otro';

export interface BarcodeClassification {
  type: BarcodeType;
  /** 14-digit GTIN: from the GS1 data, or the retail code zero-padded when its check digit is valid. */
  gtin?: string;
  gs1?: Gs1ParseResult;
  /** Why a code that looked like GS1 (brackets, separators, a URL…) could not be read as GS1. */
  gs1_error?: Gs1ErrorInfo;
}

export interface ClassifyBarcodeOptions {
  /** ITF-14 is recognised on issues only; receipts and products call 14 digits 'Otro'. */
  context?: 'issues' | 'receipts' | 'products';
  /** Keyboard-wedge replacement for FNC1, as in parseGs1. */
  separator?: string;
}

const KEY_AIS = new Set([
  '00',
  '01',
  '02',
  '253',
  '255',
  '401',
  '402',
  '414',
  '417',
  '8003',
  '8004',
  '8006',
  '8010',
  '8013',
  '8017',
  '8018',
]);

/**
 * The spec's signs of a GS1 code: parentheses, 01 followed by more than a GTIN, more than
 * 20 digits, a group separator; plus what scanners add: an AIM symbology identifier or a Digital
 * Link URL.
 */
export function looksLikeGs1(code: string, separator?: string): boolean {
  if (code.includes('(') || code.includes('\x1d')) return true;
  if (separator && code.includes(separator)) return true;
  if (code.startsWith(']') || startsWithHttp(code, 0)) return true;
  if (code.startsWith('01') && code.length > 16) return true;
  return code.length > 20 && isDigits(code);
}

function isDigits(code: string): boolean {
  for (let i = 0; i < code.length; i++) {
    const c = code.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return code.length > 0;
}

const RETAIL_LENGTHS = new Set([8, 10, 11, 12, 13, 14]);

/**
 * Classifies a scanned or typed code: GS1 first, then by length — 13 digits EAN-13, 12 UPC-A, 8 EAN-8,
 * 10–11 UPC, 14 ITF-14 (issues only), otherwise 'Otro'.
 *
 * A code without the spec's GS1 signs is still GS1 when it parses as an element string carrying an
 * identification key (a bare `0109501101530003` does; "whatever its length"). Codes of the
 * retail lengths keep their retail type, and a parse holding no key (`10ABC`, an internal code that
 * happens to start like AI 10) is not taken for GS1.
 */
export function classifyBarcode(code: string, options: ClassifyBarcodeOptions = {}): BarcodeClassification {
  const trimmed = withoutRetailSymbology(code.trim());
  if (trimmed === '') return { type: 'Otro' };
  const gs1Options = options.separator === undefined ? undefined : { separator: options.separator };
  let gs1Error: Gs1ErrorInfo | undefined;
  const digits = isDigits(trimmed);

  if (looksLikeGs1(trimmed, options.separator)) {
    const parsed = tryParseGs1(trimmed, gs1Options);
    if (parsed.ok) return gs1Classification(parsed.value);
    gs1Error = parsed.error;
  } else if (!(digits && RETAIL_LENGTHS.has(trimmed.length))) {
    const parsed = tryParseGs1(trimmed, gs1Options);
    if (parsed.ok && Object.keys(parsed.value.elements).some((ai) => KEY_AIS.has(ai))) {
      return gs1Classification(parsed.value);
    }
    if (!parsed.ok && isMisprintedLeadingKey(trimmed, parsed.error)) gs1Error = parsed.error;
  }

  const result: BarcodeClassification = { type: digits ? retailType(trimmed.length, options.context ?? 'issues') : 'Otro' };
  if (result.type !== 'Otro' && result.type !== 'UPC' && hasValidCheckDigit(trimmed)) {
    result.gtin = trimmed.padStart(14, '0');
  }
  if (gs1Error !== undefined) result.gs1_error = gs1Error;
  return result;
}

/**
 * An EAN/UPC read with its AIM symbology identifier (`]E0` EAN-13/UPC, `]E4` EAN-8) is the retail
 * number itself; the GS1 parser refuses it as an element string, so it is classified without it.
 */
function withoutRetailSymbology(code: string): string {
  return (code.startsWith(']E0') || code.startsWith(']E4')) && isDigits(code.slice(3)) ? code.slice(3) : code;
}

/**
 * A bare `01` + 14 digits (or `00` + 18, `02` + 14) whose check digit is wrong: a GS1 label read
 * wrong or printed wrong, far likelier than an internal code of that exact shape. Calling it 'Otro'
 * would offer to register the misread digits as a new product's barcode.
 */
function isMisprintedLeadingKey(code: string, error: Gs1ErrorInfo): boolean {
  return error.code === 'GS1_CHECK_DIGIT' && error.ai !== undefined && LEADING_KEYS.has(error.ai) && code.startsWith(error.ai);
}

const LEADING_KEYS = new Set(['00', '01', '02']);

function gs1Classification(gs1: Gs1ParseResult): BarcodeClassification {
  return gs1.gtin === undefined ? { type: 'GS1', gs1 } : { type: 'GS1', gtin: gs1.gtin, gs1 };
}

function retailType(length: number, context: NonNullable<ClassifyBarcodeOptions['context']>): BarcodeType {
  switch (length) {
    case 13:
      return 'EAN-13';
    case 12:
      return 'UPC-A';
    case 8:
      return 'EAN-8';
    case 10:
    case 11:
      return 'UPC';
    case 14:
      return context === 'issues' ? 'ITF-14' : 'Otro';
    default:
      return 'Otro';
  }
}
