import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ViewListIcon from '@mui/icons-material/ViewList';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridColDef } from '@mui/x-data-grid';
import { useSnackbar } from 'notistack';
import { useMemo } from 'react';
import { DataTable } from '../../../components/data-table';
import { MOBILE_QUERY } from '../../../config/layout';
import { useDeleteWarehouse } from '../api/delete-warehouse';
import { useWarehouses } from '../api/get-warehouses';
import type { Warehouse } from '../api/types';
import { FACILITY_TOASTS as T, failureText, TOAST_MS } from '../lib/messages';
import { DeleteFacilityDialog } from './delete-facility-dialog';
import { useDialogState } from './use-dialog-state';
import { WarehouseFormDialog } from './warehouse-form-dialog';

/** Bodegas tab (spec 1 §2.9): code, name, address, description, status and actions, 10 per page. */
export function WarehousesTab({ onViewZones }: { onViewZones: (warehouse: Warehouse) => void }) {
  const narrow = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const { enqueueSnackbar } = useSnackbar();
  const warehouses = useWarehouses();
  const remove = useDeleteWarehouse();
  const form = useDialogState<Warehouse>();
  const deleting = useDialogState<Warehouse>();
  const { show: showForm } = form;
  const { show: showDelete } = deleting;

  const columns = useMemo<GridColDef<Warehouse>[]>(
    () => [
      { field: 'code', headerName: 'Código', width: 120 },
      { field: 'name', headerName: 'Nombre', flex: 1, minWidth: 150 },
      { field: 'address', headerName: 'Dirección', flex: 1, minWidth: 160 },
      { field: 'description', headerName: 'Descripción', flex: 1.2, minWidth: 180 },
      { field: 'zone_count', headerName: 'Zonas', width: 80, type: 'number' },
      {
        field: 'status',
        headerName: 'Estado',
        width: 110,
        renderCell: ({ row }) => <Chip size="small" label={row.status} color={row.status === 'Activo' ? 'success' : 'default'} />,
      },
      {
        field: 'actions',
        headerName: 'Acciones',
        width: 130,
        sortable: false,
        filterable: false,
        renderCell: ({ row }) => (
          <>
            <Tooltip title="Ver zonas">
              <IconButton size="small" color="primary" onClick={() => onViewZones(row)} aria-label={`Ver zonas de ${row.code}`}>
                <ViewListIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title="Editar">
              <IconButton size="small" onClick={() => showForm(row)} aria-label={`Editar bodega ${row.code}`}>
                <EditIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title="Eliminar">
              <IconButton size="small" color="error" onClick={() => showDelete(row)} aria-label={`Eliminar bodega ${row.code}`}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        ),
      },
    ],
    [onViewZones, showForm, showDelete],
  );

  const confirmDelete = async () => {
    if (!deleting.item) return;
    try {
      await remove.mutateAsync(deleting.item.id);
      enqueueSnackbar(T.warehouseDeleted, { variant: 'success', autoHideDuration: TOAST_MS });
      deleting.close();
    } catch (error) {
      enqueueSnackbar(failureText(T.warehouseDeleteError, error), { variant: 'error', autoHideDuration: TOAST_MS });
      deleting.close();
    }
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => form.show(null)}>
          Nueva Bodega
        </Button>
      </Box>
      {warehouses.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {T.loadError}
        </Alert>
      )}
      <DataTable<Warehouse>
        rows={warehouses.data ?? []}
        columns={columns}
        loading={warehouses.isFetching}
        columnVisibilityModel={narrow ? { address: false, description: false, zone_count: false } : {}}
        initialState={{
          pagination: { paginationModel: { pageSize: 10, page: 0 } },
          sorting: { sortModel: [{ field: 'code', sort: 'asc' }] },
        }}
        aria-label="Bodegas"
      />
      <WarehouseFormDialog open={form.open} warehouse={form.item} onClose={form.close} />
      <DeleteFacilityDialog
        open={deleting.open}
        title="Eliminar Bodega"
        what="la bodega"
        name={deleting.item ? `${deleting.item.code} — ${deleting.item.name}` : ''}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={deleting.close}
      />
    </Box>
  );
}
