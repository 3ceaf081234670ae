import { LOCATION_TYPE_LABELS, LOCATION_TYPES } from '@bodega/domain';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Ref } from 'react';

export interface LocationTypeFieldProps {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  ref?: Ref<HTMLInputElement>;
  /** The field's message (schema or server), shown under it. */
  error?: string | undefined;
}

/**
 * 'Tipo de ubicación' (Location): the location types a form may choose, with their
 * Spanish labels. Spread a react-hook-form Controller's `field` into it.
 */
export function LocationTypeField({ name, value, onChange, onBlur, ref, error }: LocationTypeFieldProps) {
  return (
    <TextField
      name={name}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      inputRef={ref}
      select
      label="Tipo de ubicación"
      required
      margin="dense"
      error={Boolean(error)}
      helperText={error}
    >
      {LOCATION_TYPES.map((type) => (
        <MenuItem key={type} value={type}>
          {LOCATION_TYPE_LABELS[type]}
        </MenuItem>
      ))}
    </TextField>
  );
}
