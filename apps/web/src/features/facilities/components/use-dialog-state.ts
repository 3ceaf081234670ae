import { useCallback, useState } from 'react';

/** A dialog and its subject; the subject stays while closing so titles do not flicker. */
export function useDialogState<Item>() {
  const [state, setState] = useState<{ open: boolean; item: Item | null }>({ open: false, item: null });
  const open = useCallback((item: Item | null) => setState({ open: true, item }), []);
  const close = useCallback(() => setState((current) => ({ ...current, open: false })), []);
  return { ...state, show: open, close };
}
