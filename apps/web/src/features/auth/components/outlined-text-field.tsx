import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';

export type OutlinedTextFieldProps = Pick<
  OutlinedInputProps,
  'name' | 'type' | 'autoComplete' | 'autoFocus' | 'disabled' | 'required' | 'inputRef' | 'onChange' | 'onBlur' | 'endAdornment'
> & {
  label: string;
  error?: boolean;
  helperText?: ReactNode;
  fullWidth?: boolean;
  margin?: 'none' | 'dense' | 'normal';
};

/**
 * What MUI's TextField renders for an outlined text input (label, input, helper text), without the
 * select mode that makes TextField bring Select, Menu and Popover into the page: the sign-in screens
 * are the first load of the app.
 */
export function OutlinedTextField({
  label,
  error,
  helperText,
  fullWidth,
  margin,
  required,
  disabled,
  ...input
}: OutlinedTextFieldProps) {
  const id = useId();
  const helperId = helperText ? `${id}-helper` : undefined;
  return (
    <FormControl variant="outlined" error={error} fullWidth={fullWidth} margin={margin} required={required} disabled={disabled}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput {...input} id={id} label={label} aria-describedby={helperId} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
