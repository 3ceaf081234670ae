import { z } from 'zod';

/**
 * Barcode print options, shared by the facilities print dialog (web) and the
 * ZPL label download (server), so both lay out the same label sizes.
 */
export const PRINTER_TYPES = ['standard', 'label'] as const;
export type PrinterType = (typeof PRINTER_TYPES)[number];

export const LABEL_SIZES = ['small', 'medium', 'large'] as const;
export type LabelSize = (typeof LABEL_SIZES)[number];

/** Thermal label stock, width × height in inches. */
export const LABEL_FORMATS = ['2x1', '4x2', '4x6'] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];

export const PRINT_DPIS = [203, 300, 600] as const;
export type PrintDpi = (typeof PRINT_DPIS)[number];

export const LABEL_SIZE_LABELS: Record<LabelSize, string> = { small: 'Pequeña', medium: 'Mediana', large: 'Grande' };
export const PRINTER_TYPE_LABELS: Record<PrinterType, string> = {
  standard: 'Impresora estándar (A4)',
  label: 'Impresora de etiquetas (térmica)',
};

/** Label sizes of the facilities barcode print on an A4 sheet, in centimetres. */
export const LOCATION_LABEL_SIZE_CM: Record<LabelSize, { width: number; height: number }> = {
  small: { width: 2, height: 1.5 },
  medium: { width: 4, height: 2.5 },
  large: { width: 6, height: 3.5 },
};

/** Bar height in pixels of the drawn barcode for each size (40, 60 or 80). */
export const LABEL_BAR_HEIGHT: Record<LabelSize, number> = { small: 40, medium: 60, large: 80 };

export const LABEL_FORMAT_INCHES: Record<LabelFormat, { width: number; height: number }> = {
  '2x1': { width: 2, height: 1 },
  '4x2': { width: 4, height: 2 },
  '4x6': { width: 4, height: 6 },
};

/** The thermal label stock that goes with each size (the ZPL download takes the size). */
export const LABEL_FORMAT_FOR_SIZE: Record<LabelSize, LabelFormat> = { small: '2x1', medium: '4x2', large: '4x6' };
export const LABEL_SIZE_FOR_FORMAT: Record<LabelFormat, LabelSize> = { '2x1': 'small', '4x2': 'medium', '4x6': 'large' };

export const MAX_LABELS_PER_ROW = 4;
export const MAX_PRINT_COPIES = 100;
/** Most locations printed at once (one ZPL download or one print page). */
export const MAX_PRINT_LOCATIONS = 500;

export const PRINT_MESSAGES = {
  labelsPerRow: `Debe estar entre 1 y ${MAX_LABELS_PER_ROW}`,
  copies: `Las copias deben estar entre 1 y ${MAX_PRINT_COPIES}`,
  noSelection: 'Seleccione al menos una ubicación',
} as const;

export const printOptionsSchema = z
  .object({
    printerType: z.enum(PRINTER_TYPES).default('standard'),
    labelsPerRow: z
      .number({ error: PRINT_MESSAGES.labelsPerRow })
      .int(PRINT_MESSAGES.labelsPerRow)
      .min(1, PRINT_MESSAGES.labelsPerRow)
      .max(MAX_LABELS_PER_ROW, PRINT_MESSAGES.labelsPerRow)
      .default(2),
    labelSize: z.enum(LABEL_SIZES).default('medium'),
    labelFormat: z.enum(LABEL_FORMATS).default('4x2'),
    dpi: z.union([z.literal(203), z.literal(300), z.literal(600)]).default(203),
    copies: z
      .number({ error: PRINT_MESSAGES.copies })
      .int(PRINT_MESSAGES.copies)
      .min(1, PRINT_MESSAGES.copies)
      .max(MAX_PRINT_COPIES, PRINT_MESSAGES.copies)
      .default(1),
  })
  .strict();
export type PrintOptions = z.infer<typeof printOptionsSchema>;

export const DEFAULT_PRINT_OPTIONS: PrintOptions = printOptionsSchema.parse({});

/** Module (narrowest bar) width: 2 for label printers, otherwise 1. */
export function barWidthFor(printerType: PrinterType): number {
  return printerType === 'label' ? 2 : 1;
}

/** CODE128 can only carry ASCII 32–126 as typed text. */
export function isCode128Text(text: string): boolean {
  return /^[\x20-\x7E]+$/.test(text);
}

/**
 * Modules of a CODE128 symbol for `text` (quiet zones excluded): start, one symbol per character
 * (a pair of digits in runs of 4 or more digits, as an automatic encoder switches to code set C),
 * the check symbol and the 13-module stop. Used to fit a barcode in a label's width.
 */
export function code128Modules(text: string): number {
  let symbols = 0;
  let index = 0;
  while (index < text.length) {
    const run = /^\d+/.exec(text.slice(index))?.[0].length ?? 0;
    if (run >= 4) {
      const pairs = Math.floor(run / 2);
      symbols += pairs + 1; // the pairs plus one code-set switch
      index += pairs * 2;
    } else {
      symbols += 1;
      index += 1;
    }
  }
  return 11 + symbols * 11 + 11 + 13;
}
