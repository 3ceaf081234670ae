/** Dispatch toasts — success 4000 ms, error 6000 ms, info 4000 ms. */
export const TOAST_MS = { success: 4000, error: 6000, info: 4000 } as const;

/** The screen moves on to the next tab this long after consolidating or completing a load. */
export const TAB_SWITCH_MS = 2000;

/** Before what a shipment's form still lacks (its submit waits for it). */
export const MISSING_INFO = 'Información requerida faltante';
