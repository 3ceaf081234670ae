import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** How long the search box waits after the last key before it filters. */
export const SEARCH_DEBOUNCE_MS = 300;

interface FilterBarProps {
  /** The columns from `md` up (two columns below). */
  columns: string;
  children: ReactNode;
}

/** A list's filters in one row: two columns on phones, `columns` from tablets up. */
export function FilterBar({ columns, children }: FilterBarProps) {
  return <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: columns }, mb: 2 }}>{children}</Box>;
}

interface SelectFilterProps<Value extends string> {
  label: string;
  value: Value | '';
  options: readonly Value[];
  /** The text of an option (default: the value itself). */
  optionLabel?: (value: Value) => string;
  onChange: (value: Value | '') => void;
  /** The text of the first option, which filters nothing. */
  allLabel?: string;
  sx?: SxProps<Theme>;
}

/** A select whose first option, 'Todos' (or `allLabel`), filters nothing. */
export function SelectFilter<Value extends string>({
  label,
  value,
  options,
  optionLabel,
  onChange,
  allLabel = 'Todos',
  sx,
}: SelectFilterProps<Value>) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as Value | '')}
      sx={sx}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {optionLabel ? optionLabel(option) : option}
        </MenuItem>
      ))}
    </TextField>
  );
}

interface DateFilterProps {
  label: string;
  /** yyyy-mm-dd, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** The other bound of the range, which this one may not cross (yyyy-mm-dd or ''). */
  min?: string;
  max?: string;
  sx?: SxProps<Theme>;
}

/** A date bound of a list ('Fecha desde', 'Fecha hasta'). */
export function DateFilter({ label, value, onChange, min, max, sx }: DateFilterProps) {
  return (
    <TextField
      size="small"
      type="date"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={sx}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: min || undefined, max: max || undefined } }}
    />
  );
}

interface IdSelectFilterProps {
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
  options: ReadonlyArray<{ id: number; label: ReactNode }>;
  /** The first option, for no id: what it filters (e.g. 'Todas'). */
  none: ReactNode;
  /** The first option is only a prompt ('Seleccione…'), not a choice. */
  noneDisabled?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
  error?: boolean;
  sx?: SxProps<Theme>;
  slotProps?: TextFieldProps['slotProps'];
}

/** A select of records by id (a warehouse, a zone), whose empty first option stands for none (null). */
export function IdSelectFilter({ label, value, onChange, options, none, noneDisabled, ...field }: IdSelectFilterProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      {...field}
    >
      <MenuItem value="" disabled={noneDisabled}>
        {none}
      </MenuItem>
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The magnifier at the start of a search box. */
export const SEARCH_ICON_SLOT_PROPS = {
  input: {
    startAdornment: (
      <InputAdornment position="start">
        <SearchIcon fontSize="small" />
      </InputAdornment>
    ),
  },
} as const;

interface SearchFilterProps {
  /** The search the list applies now. */
  value: string;
  /** Called once the typing has paused and the text (trimmed) differs from `value`. */
  onChange: (value: string) => void;
  placeholder?: string;
  label?: string;
  /** A magnifier at the start of the box. */
  icon?: boolean;
  sx?: SxProps<Theme>;
}

/** 'Buscar': the list follows the text once typing pauses for `SEARCH_DEBOUNCE_MS`. */
export function SearchFilter({ value, onChange, placeholder, label = 'Buscar', icon = false, sx }: SearchFilterProps) {
  const [search, setSearch] = useState(value);
  // A search changed from outside (e.g. 'Limpiar') replaces the text typed.
  const [applied, setApplied] = useState(value);
  if (value !== applied) {
    setApplied(value);
    if (value.trim() !== search.trim()) setSearch(value);
  }
  // The latest callback, so that a parent's re-render does not restart the wait.
  const report = useRef(onChange);
  useLayoutEffect(() => {
    report.current = onChange;
  });
  useEffect(() => {
    if (search.trim() === value.trim()) return;
    const timer = window.setTimeout(() => report.current(search), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [search, value]);
  return (
    <TextField
      size="small"
      label={label}
      placeholder={placeholder}
      value={search}
      onChange={(event) => setSearch(event.target.value)}
      sx={sx}
      slotProps={icon ? SEARCH_ICON_SLOT_PROPS : undefined}
    />
  );
}
