import Autocomplete, { type AutocompleteRenderOptionState } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState, type HTMLAttributes, type ReactNode } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/** A row the server searched for: anything with a numeric id. */
export interface Identified {
  id: number;
}

export interface ServerAutocompleteProps<T extends Identified> {
  value: T | null;
  onChange: (option: T | null) => void;
  /** The server search for the settled text (`open` is false while the list is closed). */
  useSearch: (query: string, open: boolean) => Pick<UseQueryResult<T[]>, 'data' | 'isFetching'> & { isError?: boolean };
  optionLabel: (option: T) => string;
  label: string;
  /** Below this many characters nothing is searched and `hint` shows (0: list on opening). */
  minChars?: number;
  hint?: string;
  emptyText?: string;
  loadingText?: string;
  placeholder?: string;
  debounceMs?: number;
  error?: string | undefined;
  /** Shown under the box (and as the list's text) when the server search fails. */
  failedText?: string;
  required?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  /** Options the user may see but not choose (e.g. a product 'Sin Stock'). */
  optionDisabled?: (option: T) => boolean;
  renderOption?: (option: T, state: AutocompleteRenderOptionState) => ReactNode;
  /** With exactly one match for at least this many characters, it is chosen by itself. */
  autoSelectFrom?: number;
  listMaxHeight?: number;
}

/**
 * The base of the shared pickers: an MUI Autocomplete whose options come from the server for the
 * typed text (debounced), the chosen option kept among them, optional auto-selection of a single
 * match. ProductSearch, LocationAutocomplete and the pickers still to come (customer, operator)
 * are thin settings over it.
 */
export function ServerAutocomplete<T extends Identified>({
  value,
  onChange,
  useSearch,
  optionLabel,
  label,
  minChars = 0,
  hint,
  emptyText = 'Sin resultados',
  loadingText = 'Buscando...',
  placeholder,
  debounceMs = 250,
  error,
  failedText,
  required,
  disabled,
  size = 'small',
  optionDisabled,
  renderOption,
  autoSelectFrom,
  listMaxHeight,
}: ServerAutocompleteProps<T>) {
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const settled = useDebouncedValue(input, debounceMs);
  // While an option is chosen its label fills the box: list everything until the user types.
  const showingChoice = value !== null && input === optionLabel(value);
  const query = showingChoice ? '' : settled.trim();
  const typed = query.length >= minChars;
  const search = useSearch(typed ? query : '', open || autoSelectFrom !== undefined);
  const found = typed ? (search.data ?? []) : [];
  const options = value && !found.some((o) => o.id === value.id) ? [value, ...found] : found;
  const failed = typed && search.isError && failedText ? failedText : undefined;

  useEffect(() => {
    const matches = search.data;
    if (autoSelectFrom === undefined || value || query.length < autoSelectFrom || !matches || matches.length !== 1) return;
    if (query !== input.trim()) return;
    if (optionDisabled?.(matches[0]!)) return;
    onChange(matches[0]!);
  }, [autoSelectFrom, search.data, query, input, value, onChange, optionDisabled]);

  return (
    <Autocomplete<T>
      value={value}
      onChange={(_event, option) => onChange(option)}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      filterOptions={(list) => list}
      getOptionLabel={optionLabel}
      getOptionDisabled={optionDisabled}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={search.isFetching}
      disabled={disabled}
      size={size}
      noOptionsText={failed ?? (typed ? emptyText : (hint ?? emptyText))}
      loadingText={loadingText}
      slotProps={listMaxHeight ? { listbox: { style: { maxHeight: listMaxHeight } } } : undefined}
      renderOption={
        renderOption
          ? (props, option, state) => {
              const { key, ...rest } = props as HTMLAttributes<HTMLLIElement> & { key: string };
              return (
                <li key={key} {...rest}>
                  {renderOption(option, state)}
                </li>
              );
            }
          : undefined
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={placeholder}
          required={required}
          error={Boolean(error ?? failed)}
          helperText={error ?? failed}
        />
      )}
    />
  );
}
