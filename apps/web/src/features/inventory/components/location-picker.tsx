import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useLocation, useLocationSearch } from '../api/places';
import type { LocationOption } from '../api/types';

interface LocationPickerProps {
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
  required?: boolean;
  size?: 'small' | 'medium';
}

function optionLabel(option: LocationOption): string {
  return option.description ? `${option.code} — ${option.description}` : option.code;
}

/** A location chosen by code or description, searched on the server (20 at a time). */
export function LocationPicker({ label, value, onChange, error, required, size = 'medium' }: LocationPickerProps) {
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const selected = useLocation(value);
  const search = useLocationSearch(input.trim(), open);
  const options = useMemo(() => {
    const list = search.data ?? [];
    const chosen = selected.data;
    return chosen && !list.some((o) => o.id === chosen.id) ? [chosen, ...list] : list;
  }, [search.data, selected.data]);
  const current = value === null ? null : (options.find((o) => o.id === value) ?? selected.data ?? null);

  return (
    <Autocomplete<LocationOption>
      size={size}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={current}
      loading={search.isFetching}
      loadingText="Cargando..."
      noOptionsText="No se encontraron ubicaciones"
      filterOptions={(list) => list}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={optionLabel}
      onChange={(_event, option) => onChange(option?.id ?? null)}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input' || reason === 'clear') setInput(text);
      }}
      renderInput={(params) => <TextField {...params} label={label} required={required} error={Boolean(error)} helperText={error} />}
    />
  );
}
