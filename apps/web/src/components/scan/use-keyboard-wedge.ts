import { useCallback, type KeyboardEvent } from 'react';

export interface KeyboardWedgeOptions {
  /** Inserted where Ctrl+] is pressed: the group separator the caller passes to the GS1 parser. */
  separator: string;
  /** Called with the field's text when Enter arrives (scanners end each code with Enter). */
  onSubmit: () => void;
  /** Inserts text at the caret (the field stays controlled by its owner). */
  insert: (text: string) => void;
}

/** Ctrl+] is how keyboard-wedge scanners (and people) type the ASCII 29 group separator. */
export function isGroupSeparatorChord(event: Pick<KeyboardEvent, 'ctrlKey' | 'key' | 'code'>): boolean {
  return event.ctrlKey && (event.key === ']' || event.code === 'BracketRight' || event.key === '\x1d');
}

/**
 * Key handling for a scan field. A hardware scanner types the code as keystrokes and ends with
 * Enter; the group separator arrives as Ctrl+] (or as a configured printable character, which
 * simply lands in the text). Manual typing works the same way.
 */
export function useKeyboardWedge({ separator, onSubmit, insert }: KeyboardWedgeOptions) {
  return useCallback(
    (event: KeyboardEvent<HTMLInputElement>) => {
      if (isGroupSeparatorChord(event)) {
        event.preventDefault();
        insert(separator);
        return;
      }
      if (event.key === 'Enter') {
        event.preventDefault();
        onSubmit();
      }
    },
    [separator, onSubmit, insert],
  );
}

/** `value` with `text` put in place of the selection [start, end). */
export function insertAt(
  value: string,
  text: string,
  start: number | null,
  end: number | null,
): { value: string; caret: number } {
  const from = start ?? value.length;
  const to = end ?? from;
  return { value: value.slice(0, from) + text + value.slice(to), caret: from + text.length };
}
