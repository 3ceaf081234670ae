import { formatRunWithDots } from '@bodega/domain';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useCustomer, useCustomerSearch, type Customer } from './customers-api';

interface CustomerPickerProps {
  value: number | null;
  onChange: (customer: Customer | null) => void;
  label?: string;
  error?: string | undefined;
  size?: 'small' | 'medium';
  required?: boolean;
  disabled?: boolean;
  /** A customer just created elsewhere (the 'Nuevo Cliente' dialog), shown without a search. */
  known?: Customer | null;
}

/** Customer autocomplete matching name or RUT on the server; shared by every screen that picks a customer. */
export function CustomerPicker({
  value,
  onChange,
  label = 'Cliente',
  error,
  size = 'small',
  required,
  disabled,
  known,
}: CustomerPickerProps) {
  const [input, setInput] = useState('');
  const debounced = useDebouncedValue(input, 250);
  const search = useCustomerSearch(debounced);
  const selected = useCustomer(value !== null && known?.id !== value ? value : null);
  const current =
    value === null ? null : known?.id === value ? known : (selected.data ?? search.data?.find((c) => c.id === value) ?? null);
  const options = search.data ?? [];

  return (
    <Autocomplete<Customer>
      size={size}
      disabled={disabled}
      options={current && !options.some((c) => c.id === current.id) ? [current, ...options] : options}
      value={current}
      loading={search.isFetching}
      filterOptions={(list) => list}
      getOptionLabel={(customer) => `${customer.name} (${formatRunWithDots(customer.tax_id)})`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_event, customer) => onChange(customer)}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input' || reason === 'clear') setInput(text);
      }}
      noOptionsText="No se encontraron clientes"
      renderInput={(params) => (
        <TextField {...params} label={label} required={required} error={Boolean(error)} helperText={error} />
      )}
    />
  );
}
