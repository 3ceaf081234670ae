/**
 * Toast durations: the issue snackbar lasts 4 s; gives the dispatch and
 * egress toasts success 4000 ms, error 6000 ms, info 4000 ms and scan info 5000 ms.
 */
export const TOAST_MS = { success: 4000, error: 6000, info: 4000, scanInfo: 5000 } as const;
