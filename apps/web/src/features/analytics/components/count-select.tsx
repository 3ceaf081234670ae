import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

interface CountSelectProps {
  label: string;
  value: number;
  options: readonly number[];
  /** Shown after each number: 'meses', 'días'. */
  unit: string;
  onChange: (value: number) => void;
  minWidth: number;
}

/** A card header's select of a span ('6 meses', '30 días'). */
export function CountSelect({ label, value, options, unit, onChange, minWidth }: CountSelectProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ minWidth }}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {option} {unit}
        </MenuItem>
      ))}
    </TextField>
  );
}
