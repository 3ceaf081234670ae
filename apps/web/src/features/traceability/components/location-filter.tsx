import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useLocationSearch } from '../api/search-locations';
import type { LocationRef } from '../api/types';
import { locationLabel } from '../lib/labels';

/** Location autocomplete showing description and code, searched on the server. */
export function LocationFilter({
  value,
  onChange,
}: {
  value: LocationRef | null;
  onChange: (location: LocationRef | null) => void;
}) {
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(input), 250);
    return () => window.clearTimeout(timer);
  }, [input]);
  // With a location chosen its label fills the box: list everything until the user types.
  const search = useLocationSearch(value && input === locationLabel(value) ? '' : query, open);
  const found = search.data ?? [];
  const options = value && !found.some((o) => o.id === value.id) ? [value, ...found] : found;

  return (
    <Autocomplete<LocationRef>
      value={value}
      onChange={(_event, location) => onChange(location)}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      filterOptions={(list) => list}
      getOptionLabel={locationLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={search.isFetching}
      noOptionsText="Sin resultados"
      loadingText="Buscando..."
      renderInput={(params) => <TextField {...params} label="Ubicación" size="small" />}
    />
  );
}
