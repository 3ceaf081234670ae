import { useLocationById, useLocationSearch, type LocationOption } from './api/search-locations';
import { ServerAutocomplete } from './server-autocomplete';

/** 'CODE — descripción', or the code alone. */
export function locationOptionLabel(location: LocationOption): string {
  return location.description ? `${location.code} — ${location.description}` : location.code;
}

export interface LocationAutocompleteProps {
  value: LocationOption | null;
  onChange: (location: LocationOption | null) => void;
  label?: string;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  optionLabel?: (location: LocationOption) => string;
  emptyText?: string;
  loadingText?: string;
}

/**
 * Any location, searched on the server by code, description or barcode (first 20); lists all on
 * opening. Used by movements (source/destination), traceability and inventory filters, adding a
 * lot; picking and dispatch (staging locations) next.
 */
export function LocationAutocomplete({
  value,
  onChange,
  label = 'Ubicación',
  error,
  required,
  disabled,
  size = 'small',
  optionLabel = locationOptionLabel,
  emptyText,
  loadingText,
}: LocationAutocompleteProps) {
  return (
    <ServerAutocomplete<LocationOption>
      value={value}
      onChange={onChange}
      useSearch={useLocationSearch}
      optionLabel={optionLabel}
      label={label}
      emptyText={emptyText}
      loadingText={loadingText}
      error={error}
      required={required}
      disabled={disabled}
      size={size}
    />
  );
}

export interface LocationIdAutocompleteProps extends Omit<LocationAutocompleteProps, 'value' | 'onChange'> {
  value: number | null;
  onChange: (id: number | null) => void;
}

/** LocationAutocomplete over a location id (a form field or a URL filter): the label is fetched. */
export function LocationIdAutocomplete({ value, onChange, ...rest }: LocationIdAutocompleteProps) {
  const chosen = useLocationById(value);
  return (
    <LocationAutocomplete
      {...rest}
      value={value === null ? null : (chosen.data ?? null)}
      onChange={(location) => onChange(location?.id ?? null)}
    />
  );
}
