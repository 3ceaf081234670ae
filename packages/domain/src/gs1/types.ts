export type CustomAi = '90' | '91' | '92' | '93' | '94' | '95' | '96' | '97' | '98' | '99';

export type Gs1Form = 'bracketed' | 'raw' | 'digital-link';

export type Gs1ClassificationKind = 'sscc' | 'gsin' | 'gdti' | 'gln' | 'weight' | 'custom' | 'product';

export interface Gs1Classification {
  kind: Gs1ClassificationKind;
  /** Spanish information message for the scan panels. */
  message: string;
}

/** A GTIN starting 00 is a container or pallet, 02 a variable product, 1 or 2 commercial. */
export type GtinClass = 'container' | 'variable' | 'commercial' | 'other';

/** Stable error codes of the GS1 parser. */
export type Gs1ErrorCode =
  | 'GS1_EMPTY'
  | 'GS1_NOT_GS1'
  | 'GS1_UNKNOWN_AI'
  | 'GS1_TOO_SHORT'
  | 'GS1_TOO_LONG'
  | 'GS1_INVALID_CHARACTER'
  | 'GS1_CHECK_DIGIT'
  | 'GS1_INVALID_DATE'
  | 'GS1_INVALID_VALUE'
  | 'GS1_MISSING_SEPARATOR'
  | 'GS1_DUPLICATE_AI'
  | 'GS1_DOUBLE_SEPARATOR'
  | 'GS1_UNKNOWN_SYMBOLOGY'
  | 'GS1_INVALID_DIGITAL_LINK';

export interface Gs1ErrorInfo {
  code: Gs1ErrorCode;
  /** Spanish message naming the AI at fault. */
  message: string;
  ai?: string;
}

export interface Gs1ParseOptions {
  /**
   * The character a keyboard-wedge scanner sends for FNC1 (ASCII 29 by default). ASCII 29 is always
   * accepted as well. A longer string is replaced by ASCII 29 before parsing.
   */
  separator?: string;
}

export interface Gs1ParseResult {
  /**
   * Each AI as written (`"01"`, `"17"`, `"3103"`) to its raw value. Keys are inserted in the order
   * written, but JavaScript lists integer-like keys (`"10"`, `"3103"`) in numeric order.
   */
  elements: Record<string, string>;
  /** AI 01, or AI 02 (GTIN of the contained items) when the code carries no AI 01. */
  gtin?: string;
  lot_number?: string;
  serial_number?: string;
  /** YYYY-MM-DD; AI 17, falling back to best-before (15), pack date (13), production date (11). */
  expiry_date?: string;
  best_before_date?: string;
  production_date?: string;
  pack_date?: string;
  sscc?: string;
  /** AI 414 (physical location), else the first other 41x GLN of the code. */
  gln?: string;
  gsin?: string;
  gdti?: string;
  /** AI 37 (count of trade items), else AI 30 (variable count). */
  count?: number;
  net_weight_kg?: number;
  gross_weight_kg?: number;
  net_weight_lb?: number;
  gross_weight_lb?: number;
  custom_fields?: Partial<Record<CustomAi, string>>;
  custom_field_90?: string;
  custom_field_91?: string;
  custom_field_92?: string;
  custom_field_93?: string;
  custom_field_94?: string;
  custom_field_95?: string;
  custom_field_96?: string;
  custom_field_97?: string;
  custom_field_98?: string;
  custom_field_99?: string;
  gtin_class?: GtinClass;
  form: Gs1Form;
  /** The AIM symbology identifier that preceded the data (`]d2`), when there was one. */
  symbology?: string;
  classification: Gs1Classification;
  /** Spanish warnings: requires/excludes pairings of the syntax dictionary that the code breaks. */
  warnings: string[];
}
