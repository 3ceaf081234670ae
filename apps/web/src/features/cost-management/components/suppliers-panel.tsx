import type { Supplier } from '@bodega/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PagedTable } from '../../../components/paged-table';
import { RowActions } from '../../../components/row-actions';
import { failureText } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDeleteSupplier, useSuppliers } from '../api/suppliers';
import { SUPPLIER_TEXT as T } from '../lib/messages';
import { SupplierFormDialog } from './supplier-form-dialog';

const PAGE_SIZE = 10;

/** 'Proveedores': searched by name or RUT and paged on the server; create, edit, delete. */
export function SuppliersPanel() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search, 300);
  const suppliers = useSuppliers({ search: debounced, page, per_page: PAGE_SIZE });
  const remove = useDeleteSupplier();
  const { enqueueSnackbar } = useSnackbar();
  const [editing, setEditing] = useState<{ supplier: Supplier | null } | null>(null);
  const [deleting, setDeleting] = useState<Supplier | null>(null);
  const columns = useMemo<GridColDef<Supplier>[]>(
    () => [
      { field: 'name', headerName: 'Nombre', flex: 1, minWidth: 220 },
      { field: 'rut', headerName: 'RUT', width: 130 },
      { field: 'contact_name', headerName: 'Contacto', flex: 1, minWidth: 160 },
      { field: 'contact_phone', headerName: 'Teléfono', width: 150 },
      { field: 'contact_email', headerName: 'Correo electrónico', flex: 1, minWidth: 200 },
      {
        field: 'actions',
        headerName: 'Acciones',
        width: 110,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack direction="row" sx={{ alignItems: 'center', height: '100%' }}>
            <RowActions
              actions={[
                {
                  title: 'Editar',
                  label: `Editar ${row.name}`,
                  icon: <EditIcon fontSize="small" />,
                  onClick: () => setEditing({ supplier: row }),
                },
                {
                  title: 'Eliminar',
                  label: `Eliminar ${row.name}`,
                  icon: <DeleteIcon fontSize="small" />,
                  color: 'error',
                  onClick: () => setDeleting(row),
                },
              ]}
            />
          </Stack>
        ),
      },
    ],
    [],
  );
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        enqueueSnackbar(T.deleted, { variant: 'success', autoHideDuration: T.toastMs });
        setDeleting(null);
      },
      onError: (error) => {
        enqueueSnackbar(failureText(T.deleteError, error), { variant: 'error', autoHideDuration: T.toastMs });
        setDeleting(null);
      },
    });
  };
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <TextField
          label="Buscar por nombre o RUT"
          size="small"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          sx={{ flex: 1, maxWidth: 420 }}
        />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ supplier: null })}>
          Nuevo Proveedor
        </Button>
      </Stack>
      <PagedTable<Supplier>
        rows={suppliers.data?.data ?? []}
        columns={columns}
        loading={suppliers.isFetching}
        rowCount={suppliers.data?.pagination.total ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        disableColumnSorting
        emptyText={T.empty}
      />
      <SupplierFormDialog open={editing !== null} supplier={editing?.supplier ?? null} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Eliminar Proveedor"
        confirmLabel="Eliminar"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        ¿Eliminar el proveedor {deleting?.name} ({deleting?.rut})? No se puede eliminar si tiene órdenes de compra o ingresos.
      </ConfirmDialog>
    </>
  );
}
