/**
 * How long a toast stays. The spec gives 5 s for the box-quantity result and no
 * figure for the other inventory toasts, which use the app's usual 3 s.
 */
export const TOAST_MS = 3000;
export const BOX_QUANTITY_TOAST_MS = 5000;
