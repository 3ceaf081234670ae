import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

type PassedProps = Pick<TextFieldProps, 'label' | 'required' | 'fullWidth' | 'margin' | 'size' | 'sx' | 'autoFocus'>;

interface FormSelectProps<Values extends FieldValues, Output, Option extends string | number> extends PassedProps {
  control: Control<Values, unknown, Output>;
  name: Path<Values>;
  options: readonly Option[];
  /** The text of an option (default: the value itself). */
  optionLabel?: (option: Option) => string;
  /** The field holds null while nothing is chosen (the box shows empty). */
  nullable?: boolean;
  /** Called after the field takes a choice (e.g. to clear a field that depends on it). */
  onPick?: (value: string | null) => void;
}

/** A select bound to a react-hook-form field, with the field's error under it. */
export function FormSelect<Values extends FieldValues, Output, Option extends string | number>({
  control,
  name,
  options,
  optionLabel,
  nullable,
  onPick,
  ...props
}: FormSelectProps<Values, Output, Option>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={nullable ? (field.value ?? '') : field.value}
          onChange={(event) => {
            const value = nullable ? event.target.value || null : event.target.value;
            field.onChange(value);
            onPick?.(value);
          }}
          inputRef={field.ref}
          select
          {...props}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        >
          {options.map((option) => (
            <MenuItem key={option} value={option}>
              {optionLabel ? optionLabel(option) : option}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
