import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

interface ChoiceSelectProps<Value extends string> {
  label: string;
  value: Value | '';
  /** The text of '' (no filter). */
  allLabel: string;
  options: readonly Value[];
  labels: Record<Value, string>;
  onChange: (value: Value | '') => void;
  minWidth: number;
}

/** A tab's filter select: one of the options, or '' for all. */
export function ChoiceSelect<Value extends string>({
  label,
  value,
  allLabel,
  options,
  labels,
  onChange,
  minWidth,
}: ChoiceSelectProps<Value>) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as Value | '')}
      sx={{ minWidth }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {labels[option]}
        </MenuItem>
      ))}
    </TextField>
  );
}
