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
}

/** A select bound to a react-hook-form field, with the field's error under it. */
export function FormSelect<Values extends FieldValues, Output, Option extends string | number>({
  control,
  name,
  options,
  optionLabel,
  ...props
}: FormSelectProps<Values, Output, Option>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
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
