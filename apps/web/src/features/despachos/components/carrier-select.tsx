import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ControllerRenderProps, FieldValues, Path } from 'react-hook-form';
import { useCarriers } from '../api/get-carriers';

interface CarrierSelectProps<Values extends FieldValues, Name extends Path<Values>> {
  /** The form's `carrier` field (a carrier code, '' for none). */
  field: ControllerRenderProps<Values, Name>;
  error?: string;
  /** The first option, for no carrier (a dock may have none). */
  none?: string;
  /** The text of a chosen carrier that is not among the active ones (while they load: `loading`). */
  staleLabel: (code: string, loading: boolean) => string;
  /** Say under the field when the carriers could not be loaded. */
  reportLoadError?: boolean;
}

/** 'Transportista': the server's active carriers, by code. */
export function CarrierSelect<Values extends FieldValues, Name extends Path<Values>>({
  field,
  error,
  none,
  staleLabel,
  reportLoadError = false,
}: CarrierSelectProps<Values, Name>) {
  const carriers = useCarriers({ activeOnly: true });
  const options = carriers.data ?? [];
  const loadError = reportLoadError && carriers.isError;
  const code = field.value as string;
  return (
    <TextField
      select
      label="Transportista"
      {...field}
      error={Boolean(error) || loadError}
      helperText={error ?? (loadError ? 'No se pudieron cargar los transportistas' : undefined)}
    >
      {none !== undefined && <MenuItem value="">{none}</MenuItem>}
      {/* A carrier no longer active (e.g. a dock's) stays selectable as it is until changed. */}
      {code && !options.some((c) => c.code === code) && <MenuItem value={code}>{staleLabel(code, carriers.isLoading)}</MenuItem>}
      {options.map((c) => (
        <MenuItem key={c.code} value={c.code}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
