import { zoneWeightColor } from '@bodega/domain';
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
import { useDeleteZone } from '../api/delete-zone';
import { useWarehouse } from '../api/get-warehouse';
import { useWarehouseZones } from '../api/get-warehouse-zones';
import { useWarehouses } from '../api/get-warehouses';
import type { Zone } from '../api/types';
import { FACILITY_STORE_MESSAGES, FACILITY_TOASTS as T, failureText } from '../lib/messages';
import { DeleteFacilityDialog } from './delete-facility-dialog';
import { facilityActionsColumn } from './facility-row-actions';
import { useDialogState } from './use-dialog-state';
import { useFacilityDelete } from './use-facility-delete';
import { WarehouseSelect } from './warehouse-select';
import { ZoneFormDialog } from './zone-form-dialog';
import { ZoneUsageBar } from './zone-usage-bar';

interface ZonesTabProps {
  warehouseId: number | null;
  onWarehouseChange: (id: number | null) => void;
  onViewLocations: (zone: Zone) => void;
}

/**
 * Zonas tab: choose a warehouse; code, name, description, weight, location count
 * and actions, 10 per page, plus the zone's capacity bar from its stock.
 */
export function ZonesTab({ warehouseId, onWarehouseChange, onViewLocations }: ZonesTabProps) {
  const narrow = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const warehouses = useWarehouses();
  const zones = useWarehouseZones(warehouseId);
  const remove = useDeleteZone();
  const form = useDialogState<Zone>();
  const deleting = useFacilityDelete<Zone>({ remove, done: T.zoneDeleted, failed: T.zoneDeleteError });
  const { show: showForm } = form;
  const { show: showDelete } = deleting;
  const chosen = useWarehouse(warehouseId);
  const warehouse = chosen.data ?? null;
  const loadError = warehouses.isError
    ? T.loadError
    : chosen.isError
      ? failureText(FACILITY_STORE_MESSAGES.warehouseError, chosen.error)
      : zones.isError
        ? T.warehouseZonesLoadError
        : null;

  const columns = useMemo<GridColDef<Zone>[]>(
    () => [
      { field: 'code', headerName: 'Código', width: 110 },
      { field: 'name', headerName: 'Nombre', flex: 1, minWidth: 140 },
      { field: 'description', headerName: 'Descripción', flex: 1.2, minWidth: 160 },
      {
        field: 'weight',
        headerName: 'Peso',
        width: 90,
        renderCell: ({ row }) => <Chip size="small" variant="outlined" label={row.weight} color={zoneWeightColor(row.weight)} />,
      },
      { field: 'location_count', headerName: 'Ubicaciones', width: 110, type: 'number' },
      {
        field: 'current_usage',
        headerName: 'Capacidad',
        width: narrow ? 130 : 170,
        sortable: false,
        renderCell: ({ row }) => <ZoneUsageBar zone={row} />,
      },
      facilityActionsColumn<Zone>({
        what: 'zona',
        viewTitle: 'Ver ubicaciones',
        onView: onViewLocations,
        onEdit: showForm,
        onDelete: showDelete,
      }),
    ],
    [onViewLocations, showForm, showDelete, narrow],
  );

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <WarehouseSelect warehouses={warehouses.data ?? []} value={warehouseId} onChange={onWarehouseChange} />
        <Button variant="contained" startIcon={<AddIcon />} disabled={!warehouse} onClick={() => form.show(null)}>
          Nueva Zona
        </Button>
      </Box>
      {loadError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {loadError}
        </Alert>
      )}
      {!warehouseId ? (
        <Alert severity="info">Seleccione una bodega para ver sus zonas.</Alert>
      ) : (
        <DataTable<Zone>
          rows={zones.data ?? []}
          columns={columns}
          loading={zones.isFetching}
          columnVisibilityModel={narrow ? { name: false, description: false, weight: false, location_count: false } : {}}
          initialState={{
            pagination: { paginationModel: { pageSize: 10, page: 0 } },
            sorting: { sortModel: [{ field: 'code', sort: 'asc' }] },
          }}
          aria-label="Zonas"
        />
      )}
      <ZoneFormDialog open={form.open} zone={form.item} warehouse={warehouse} onClose={form.close} />
      <DeleteFacilityDialog
        open={deleting.open}
        title="Eliminar Zona"
        what="la zona"
        name={deleting.item ? `${deleting.item.code} — ${deleting.item.name}` : ''}
        busy={deleting.busy}
        onConfirm={() => void deleting.confirm()}
        onClose={deleting.close}
      />
    </Box>
  );
}
