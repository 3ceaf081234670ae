import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
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
  sx?: SxProps<Theme>;
}

/** A select whose first option, 'Todos', filters nothing. */
export function SelectFilter<Value extends string>({
  label,
  value,
  options,
  optionLabel,
  onChange,
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
      <MenuItem value="">Todos</MenuItem>
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
}

/** A date bound of a list ('Fecha desde', 'Fecha hasta'). */
export function DateFilter({ label, value, onChange }: DateFilterProps) {
  return (
    <TextField
      size="small"
      type="date"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

interface SearchFilterProps {
  /** The search the list applies now. */
  value: string;
  /** Called once the typing has paused and the text (trimmed) differs from `value`. */
  onChange: (value: string) => void;
  placeholder: string;
  sx?: SxProps<Theme>;
}

/** 'Buscar': the list follows the text once typing pauses for `SEARCH_DEBOUNCE_MS`. */
export function SearchFilter({ value, onChange, placeholder, sx }: SearchFilterProps) {
  const [search, setSearch] = useState(value);
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
      label="Buscar"
      placeholder={placeholder}
      value={search}
      onChange={(event) => setSearch(event.target.value)}
      sx={sx}
    />
  );
}
