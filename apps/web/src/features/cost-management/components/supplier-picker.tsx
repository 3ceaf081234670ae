import { ServerAutocomplete } from '../../../components/pickers/server-autocomplete';
import { useSuppliers } from '../api/suppliers';
import type { Supplier } from '../api/types';

type SupplierOption = Pick<Supplier, 'id' | 'name' | 'rut'>;

/** The purchase order's supplier, searched on the server by name or RUT (20 at a time). */
export function SupplierPicker({
  value,
  onChange,
  error,
  required,
}: {
  value: SupplierOption | null;
  onChange: (supplier: SupplierOption | null) => void;
  error?: string | undefined;
  required?: boolean;
}) {
  const useSearch = (query: string, open: boolean) => {
    const found = useSuppliers({ search: query, page: 1, per_page: 20 }, open);
    return { data: found.data?.data, isFetching: found.isFetching };
  };
  return (
    <ServerAutocomplete<SupplierOption>
      value={value}
      onChange={onChange}
      useSearch={useSearch}
      optionLabel={(s) => `${s.name} (${s.rut})`}
      label="Proveedor"
      hint="Escriba el nombre o RUT del proveedor"
      emptyText="No hay proveedores que coincidan"
      error={error}
      required={required}
      renderOption={(s) => (
        <span>
          {s.name}
          <br />
          <small style={{ opacity: 0.7 }}>{s.rut}</small>
        </span>
      )}
    />
  );
}
