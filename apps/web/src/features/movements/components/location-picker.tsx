import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useLocationSearch } from '../api/search-locations';
import type { LocationRef } from '../api/types';
import { locationText } from '../lib/movement-form';

interface LocationPickerProps {
  value: LocationRef | null;
  onChange: (location: LocationRef | null) => void;
  label: string;
  error?: string | undefined;
  required?: boolean;
}

const DEBOUNCE_MS = 250;

/** Any location, searched on the server by code, description or barcode. */
export function LocationPicker({ value, onChange, label, error, required = true }: LocationPickerProps) {
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(input), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [input]);
  // While a location is chosen, its text is in the box: list everything until the user types.
  const search = useLocationSearch(value && input === locationText(value) ? '' : query, open);
  const options = search.data ?? [];

  return (
    <Autocomplete<LocationRef>
      value={value}
      onChange={(_event, location) => onChange(location)}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
      filterOptions={(list) => list}
      getOptionLabel={locationText}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={search.isFetching}
      noOptionsText="Sin resultados"
      loadingText="Buscando..."
      renderInput={(params) => (
        <TextField {...params} label={label} size="small" required={required} error={Boolean(error)} helperText={error} />
      )}
    />
  );
}
