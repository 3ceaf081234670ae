import TextField from '@mui/material/TextField';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { fieldProps } from '../../../lib/form';

interface FacilityNumberFieldProps<Values extends FieldValues> {
  form: Pick<UseFormReturn<Values, never, never>, 'register' | 'formState'>;
  name: Path<Values>;
  label: string;
  step: number;
  min: number;
}

/** A required number of a zone or location form ('Peso', 'Capacidad (unidades)'). */
export function FacilityNumberField<Values extends FieldValues>({
  form,
  name,
  label,
  step,
  min,
}: FacilityNumberFieldProps<Values>) {
  return (
    <TextField
      {...fieldProps(form, name, { register: { valueAsNumber: true } as never })}
      label={label}
      type="number"
      required
      margin="dense"
      slotProps={{ htmlInput: { step, min } }}
    />
  );
}
