import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { DataTable } from '../../../components/data-table';
import { MOBILE_QUERY } from '../../../config/layout';
import { useDeleteWarehouse } from '../api/delete-warehouse';
import { useWarehouses } from '../api/get-warehouses';
import type { Warehouse } from '../api/types';
import { FACILITY_TOASTS as T } from '../lib/messages';
import { DeleteFacilityDialog } from './delete-facility-dialog';
import { facilityActionsColumn } from './facility-row-actions';
import { useDialogState } from './use-dialog-state';
import { useFacilityDelete } from './use-facility-delete';
import { WarehouseFormDialog } from './warehouse-form-dialog';

/** Bodegas tab: code, name, address, description, status and actions, 10 per page. */
export function WarehousesTab({ onViewZones }: { onViewZones: (warehouse: Warehouse) => void }) {
  const narrow = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const warehouses = useWarehouses();
  const remove = useDeleteWarehouse();
  const form = useDialogState<Warehouse>();
  const deleting = useFacilityDelete<Warehouse>({ remove, done: T.warehouseDeleted, failed: T.warehouseDeleteError });
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
      facilityActionsColumn<Warehouse>({
        what: 'bodega',
        viewTitle: 'Ver zonas',
        onView: onViewZones,
        onEdit: showForm,
        onDelete: showDelete,
      }),
    ],
    [onViewZones, showForm, showDelete],
  );

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
        busy={deleting.busy}
        onConfirm={() => void deleting.confirm()}
        onClose={deleting.close}
      />
    </Box>
  );
}
