import { autoFormatUnitPriceInput, formatUnitPriceText, parseUnitPriceText } from '@bodega/domain';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

/**
 * 'Precio Unit.' edited in its cell as '1.234,56': typing is auto-formatted; Enter or leaving the
 * cell saves when the value changed (dots removed, comma as decimal mark, 0 if not a number).
 */
export function InlinePrice({ value, label, onSave }: { value: number | null; label: string; onSave: (price: number) => void }) {
  const shown = value == null ? '' : formatUnitPriceText(value);
  // The row keys this field by its price, so a saved or reloaded price starts it afresh.
  const [text, setText] = useState(shown);
  const commit = () => {
    const price = parseUnitPriceText(text);
    if (text === shown || price === value) return;
    onSave(price);
  };
  return (
    <TextField
      size="small"
      variant="standard"
      value={text}
      placeholder="0"
      onChange={(event) => setText(autoFormatUnitPriceInput(event.target.value))}
      onBlur={commit}
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === 'Enter') (event.target as HTMLInputElement).blur();
        if (event.key === 'Escape') setText(shown);
      }}
      slotProps={{ htmlInput: { 'aria-label': label, inputMode: 'decimal' } }}
      sx={{ width: '100%' }}
    />
  );
}
