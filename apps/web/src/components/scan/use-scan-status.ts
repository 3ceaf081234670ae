import { useCallback, useEffect, useRef, useState } from 'react';

export type ScanStatusSeverity = 'success' | 'info' | 'warning' | 'error';
export interface ScanStatus {
  severity: ScanStatusSeverity;
  message: string;
}

/** Scan status messages disappear after 3 s, and 2 s after the user types again. */
export const SCAN_STATUS_MS = 3000;
export const SCAN_STATUS_ON_INPUT_MS = 2000;

/** A status line under a scan field that hides itself on the spec's timings. */
export function useScanStatus() {
  const [status, setStatus] = useState<ScanStatus | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const held = useRef(false);

  const schedule = useCallback((ms: number) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus(null), ms);
  }, []);

  const show = useCallback(
    (severity: ScanStatusSeverity, message: string) => {
      held.current = false;
      setStatus({ severity, message });
      schedule(SCAN_STATUS_MS);
    },
    [schedule],
  );

  /**
   * A refusal the user must read (a held or recalled unit): it stays beside the field until the
   * next scan shows something else, whatever is typed meanwhile.
   */
  const hold = useCallback((severity: ScanStatusSeverity, message: string) => {
    if (timer.current) clearTimeout(timer.current);
    held.current = true;
    setStatus({ severity, message });
  }, []);

  const onInput = useCallback(() => {
    if (status && !held.current) schedule(SCAN_STATUS_ON_INPUT_MS);
  }, [status, schedule]);

  const clear = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    held.current = false;
    setStatus(null);
  }, []);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return { status, show, hold, onInput, clear };
}
