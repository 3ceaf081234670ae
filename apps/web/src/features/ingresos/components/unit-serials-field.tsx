import { MAX_SERIALS_PER_LINE, type IngresoFormInput } from '@bodega/domain';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { readScanSeparator } from '../../../components/scan';
import { resizeSerials, serialFromInput } from '../lib/unit-serials';

/**
 * One serial per unit of a serialised product's line: a field per unit, typed or scanned (a GS1
 * string keeps its AI 21); Enter moves to the next unit, so a scanner fills the line unit by unit.
 */
export function UnitSerialsField({ index, quantity }: { index: number; quantity: number }) {
  const { control, setValue, getValues, formState } = useFormContext<IngresoFormInput>();
  const [separator] = useState(readScanSeparator);
  const serials = useWatch({ control, name: `items.${index}.serial_numbers` }) ?? [];
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const errors = formState.errors.items?.[index]?.serial_numbers;

  // The list follows the quantity: a field per unit, what was entered kept.
  useEffect(() => {
    const current = getValues(`items.${index}.serial_numbers`) ?? [];
    const next = resizeSerials(current, quantity, MAX_SERIALS_PER_LINE);
    if (next.length !== current.length) setValue(`items.${index}.serial_numbers`, next);
  }, [quantity, index, getValues, setValue]);

  const store = (k: number, text: string) => {
    const next = resizeSerials(getValues(`items.${index}.serial_numbers`), quantity, MAX_SERIALS_PER_LINE);
    next[k] = serialFromInput(text, separator);
    setValue(`items.${index}.serial_numbers`, next, { shouldValidate: formState.isSubmitted });
  };

  return (
    <Box sx={{ mt: 1.5 }} data-testid="unit-serials">
      <Typography variant="subtitle2">Números de serie (uno por unidad)</Typography>
      <Box
        sx={{ display: 'grid', gap: 1, mt: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' } }}
      >
        {resizeSerials(serials, quantity, MAX_SERIALS_PER_LINE).map((serial, k) => {
          const error = Array.isArray(errors) ? errors[k]?.message : undefined;
          return (
            <TextField
              key={k}
              size="small"
              label={`N° de serie ${k + 1}`}
              value={serial}
              inputRef={(element: HTMLInputElement | null) => {
                inputs.current[k] = element;
              }}
              onChange={(event) => {
                const next = resizeSerials(getValues(`items.${index}.serial_numbers`), quantity, MAX_SERIALS_PER_LINE);
                next[k] = event.target.value;
                setValue(`items.${index}.serial_numbers`, next);
              }}
              onBlur={(event) => store(k, event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                store(k, (event.target as HTMLInputElement).value);
                inputs.current[k + 1]?.focus();
              }}
              error={Boolean(error)}
              helperText={error}
            />
          );
        })}
      </Box>
      {errors && !Array.isArray(errors) && 'message' in errors && errors.message && (
        <FormHelperText error>{String(errors.message)}</FormHelperText>
      )}
    </Box>
  );
}
