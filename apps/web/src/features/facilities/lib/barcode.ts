import { barcodeSvg } from '../../../lib/print';

/** Millimetres to bwip-js pixels at scale 1 (it draws at 72 dpi). */
const PX_PER_MM = 72 / 25.4;

export interface Code128Options {
  /** Bar height in pixels (40, 60 or 80). */
  barHeight: number;
  /** Narrowest bar in pixels (2 for label printers, otherwise 1). */
  moduleWidth: number;
}

/**
 * A CODE128 symbol as SVG text, with a white background and a quiet zone.
 */
export async function code128Svg(text: string, { barHeight, moduleWidth }: Code128Options): Promise<string> {
  return barcodeSvg({
    bcid: 'code128',
    text,
    scale: moduleWidth,
    height: barHeight / (PX_PER_MM * moduleWidth),
    paddingwidth: 10,
    paddingheight: 4,
  });
}
