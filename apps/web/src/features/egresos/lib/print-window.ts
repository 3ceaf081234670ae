const POLL_MS = 100;
const SETTLE_MS = 500;
const RELEASE_MS = 5000;

/**
 * Opens the window for a printable page. It must be called inside the click handler so pop-up
 * blockers allow it; the page is written into it once its data is ready.
 */
export function openPrintWindow(): Window | null {
  return window.open('', '_blank');
}

/**
 * Shows `html` in `target` and prints it with the timings of spec 1 §9: the window is polled
 * every 100 ms until loaded, then waits 500 ms, and the blob address is released after 5 s.
 */
export function printHtmlInWindow(target: Window, html: string): void {
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
