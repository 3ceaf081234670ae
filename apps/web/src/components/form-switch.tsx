import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

interface FormSwitchProps<Values extends FieldValues, Output> {
  control: Control<Values, unknown, Output>;
  /** A boolean field of the form. */
  name: Path<Values>;
  label: string;
}

/** A labelled switch bound to a boolean react-hook-form field (e.g. 'Activo'). */
export function FormSwitch<Values extends FieldValues, Output>({ control, name, label }: FormSwitchProps<Values, Output>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={<Switch checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} />}
          label={label}
        />
      )}
    />
  );
}
