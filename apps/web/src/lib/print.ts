/**
 * Printing, one way for every feature: a page of HTML is shown in a window opened
 * during the click (so pop-up blockers let it through), polled every 100 ms until loaded, printed
 * 500 ms later, and its blob address released after 5 s. Barcode symbols come from bwip-js,
 * loaded on first use so it stays out of the first bundle.
 */

const POLL_MS = 100;
const SETTLE_MS = 500;
const RELEASE_MS = 5000;

/** Text made safe inside HTML (`<` → `&#60;`). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The options bwip-js takes for one symbol (bcid 'ean13', 'code128', 'gs1datamatrix'…). */
export interface BarcodeDrawing {
  bcid: string;
  text: string;
  scale?: number;
  height?: number;
  includetext?: boolean;
  guardwhitespace?: boolean;
  paddingwidth?: number;
  paddingheight?: number;
}

/** A barcode symbol as SVG text on a white background (keys left out are bwip-js defaults). */
export async function barcodeSvg(drawing: BarcodeDrawing): Promise<string> {
  const { default: bwipjs } = await import('bwip-js/browser');
  return bwipjs.toSVG({ ...drawing, backgroundcolor: 'FFFFFF' });
}

/** An SVG as an `<img src>`. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Shows `html` in `target` and prints it with the timings above; a window closed meanwhile is left alone. */
export function printInWindow(target: Window, html: string): void {
  const url = URL.createObjectURL(new Blob([html], { type: 'text/html;charset=utf-8' }));
  target.location.href = url;
  const timer = window.setInterval(() => {
    let ready = false;
    try {
      ready = target.closed || (target.document.readyState === 'complete' && target.location.href === url);
    } catch {
      ready = false;
    }
    if (!ready) return;
    window.clearInterval(timer);
    if (target.closed) return;
    window.setTimeout(() => {
      target.focus();
      target.print();
    }, SETTLE_MS);
  }, POLL_MS);
  window.setTimeout(() => URL.revokeObjectURL(url), RELEASE_MS);
}

/** The window could not be opened (pop-ups blocked). */
export class PrintBlockedError extends Error {
  constructor() {
    super('');
    this.name = 'PrintBlockedError';
  }
}

/**
 * Opens the print window now (call it inside the click handler), builds the page (drawing
 * symbols may take a moment) and prints it. When the window is blocked it throws
 * PrintBlockedError; when the page cannot be built the window is closed and the error rethrown.
 */
export async function printPage(build: () => string | Promise<string>): Promise<void> {
  const target = window.open('', '_blank');
  if (!target) throw new PrintBlockedError();
  try {
    printInWindow(target, await build());
  } catch (error) {
    target.close();
    throw error;
  }
}
