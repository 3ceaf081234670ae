// pdfkit 0.20 ships no type declarations and @types/pdfkit is not installed: the part we use.
declare module 'pdfkit' {
  import type { Readable } from 'node:stream';
  interface TextOptions {
    width?: number;
    align?: 'left' | 'center' | 'right' | 'justify';
    continued?: boolean;
    underline?: boolean;
    lineBreak?: boolean;
    ellipsis?: boolean | string;
    height?: number;
  }
  class PDFDocument extends Readable {
    constructor(options?: {
      size?: string | [number, number];
      margin?: number;
      info?: Record<string, string>;
      bufferPages?: boolean;
      compress?: boolean;
    });
    page: { width: number; height: number; margins: { left: number; right: number; top: number; bottom: number } };
    x: number;
    y: number;
    font(name: string): this;
    fontSize(size: number): this;
    text(text: string, options?: TextOptions): this;
    text(text: string, x: number, y: number, options?: TextOptions): this;
    moveDown(lines?: number): this;
    widthOfString(text: string, options?: TextOptions): number;
    rect(x: number, y: number, w: number, h: number): this;
    stroke(color?: string): this;
    fillColor(color: string): this;
    fill(color?: string): this;
    image(
      source: Buffer | string,
      x?: number,
      y?: number,
      options?: { width?: number; height?: number; fit?: [number, number] },
    ): this;
    strokeColor(color: string): this;
    lineWidth(width: number): this;
    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    addPage(options?: { size?: string | [number, number]; margin?: number }): this;
    end(): void;
  }
  export default PDFDocument;
}
