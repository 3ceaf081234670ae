import { code128Modules, LABEL_FORMAT_FOR_SIZE, LABEL_FORMAT_INCHES, type LabelSize, type PrintDpi } from '@bodega/domain';

export interface LabelLocation {
  code: string;
  barcode: string;
  description: string | null;
}

export interface ZplOptions {
  size: LabelSize;
  dpi: PrintDpi;
  copies: number;
}

/**
 * Field data for ^FH_: the ZPL control characters (^ ~), the escape itself (_) and anything
 * beyond ASCII become _XX hex bytes of their UTF-8 encoding, printed as UTF-8 under ^CI28.
 */
export function zplField(text: string): string {
  let out = '';
  for (const char of text) {
    if (/[\x20-\x7E]/.test(char) && !'^~_'.includes(char)) out += char;
    else for (const byte of Buffer.from(char, 'utf8')) out += `_${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/**
 * One ZPL label per location on thermal stock of the size's format (2x1, 4x2 or 4x6 inches,
 *): the CODE128 of the location's barcode centred at the top, its code in large type
 * and the description below, `copies` of each (^PQ).
 */
export function locationLabelsZpl(locations: LabelLocation[], options: ZplOptions): string {
  const format = LABEL_FORMAT_INCHES[LABEL_FORMAT_FOR_SIZE[options.size]];
  const width = Math.round(format.width * options.dpi);
  const height = Math.round(format.height * options.dpi);
  // Type and bars scale with the short side, so a tall 4x6 label keeps its content at the top.
  const base = Math.min(width, height);
  const scale = options.dpi / 203;
  const margin = Math.round(12 * scale);
  const codeFont = Math.max(18, Math.round(base * 0.16));
  const descriptionFont = Math.max(14, Math.round(base * 0.1));
  const room = height - 2 * margin - codeFont - descriptionFont * 2 - Math.round(12 * scale);
  const barHeight = Math.max(20, Math.min(room, Math.round(base * 0.45)));
  const usable = width - 2 * margin;

  return locations
    .map((location) => {
      const modules = code128Modules(location.barcode);
      // Module 2 dots at 203 dpi (bar width 2 for label printers), narrower if the
      // code would not fit the label, never under one dot.
      const module = Math.max(1, Math.min(Math.round(2 * scale), Math.floor(usable / modules)));
      const barX = Math.max(margin, Math.round((width - modules * module) / 2));
      const textY = margin + barHeight + Math.round(8 * scale);
      const lines = [
        '^XA',
        '^CI28',
        `^PW${width}`,
        `^LL${height}`,
        '^LH0,0',
        `^FO${barX},${margin}^BY${module}^BCN,${barHeight},N,N,N,A^FH_^FD${zplField(location.barcode)}^FS`,
        `^FO${margin},${textY}^A0N,${codeFont},${codeFont}^FB${usable},1,0,C^FH_^FD${zplField(location.code)}^FS`,
      ];
      if (location.description) {
        lines.push(
          `^FO${margin},${textY + codeFont + Math.round(4 * scale)}^A0N,${descriptionFont},${descriptionFont}^FB${usable},2,0,C^FH_^FD${zplField(location.description)}^FS`,
        );
      }
      lines.push(`^PQ${options.copies},0,1,Y`, '^XZ');
      return lines.join('\n');
    })
    .join('\n');
}
