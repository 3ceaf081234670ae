/** toast durations of the dispatch screen. */
export const TOAST_SUCCESS_MS = 4000;
export const TOAST_ERROR_MS = 6000;
export const TOAST_INFO_MS = 4000;
