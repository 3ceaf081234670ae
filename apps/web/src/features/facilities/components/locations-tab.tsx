import type { LocationSettings } from '@bodega/domain';
import AddIcon from '@mui/icons-material/Add';
import PrintIcon from '@mui/icons-material/Print';
import SettingsIcon from '@mui/icons-material/Settings';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridPaginationModel, GridRowSelectionModel, GridSortModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { SearchFilter } from '../../../components/filter-bar';
import { MOBILE_QUERY } from '../../../config/layout';
import { useDeleteLocation } from '../api/delete-location';
import { useLocations } from '../api/get-locations';
import { useWarehouseZones } from '../api/get-warehouse-zones';
import { useWarehouses } from '../api/get-warehouses';
import type { Location } from '../api/types';
import { FACILITY_TOASTS as T } from '../lib/messages';
import { BarcodePreviewDialog } from './barcode-preview-dialog';
import { DeleteFacilityDialog } from './delete-facility-dialog';
import { LocationFormDialog } from './location-form-dialog';
import { LocationSettingsDialog } from './location-settings-dialog';
import { LOCATIONS_PAGE_SIZE, LocationsTable } from './locations-table';
import { PrintBarcodesDialog } from './print-barcodes-dialog';
import { useDialogState } from './use-dialog-state';
import { useFacilityDelete } from './use-facility-delete';
import { WarehouseSelect, ZoneSelect } from './warehouse-select';

const NO_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

export interface LocationsListState {
  warehouseId: number | null;
  zoneId: number | null;
  /** 0-based, as the grid counts. */
  page: number;
  pageSize: number;
  search: string;
  sort: GridSortModel;
}

interface LocationsTabProps {
  list: LocationsListState;
  onListChange: (change: Partial<LocationsListState>) => void;
  settings: LocationSettings;
  onSettingsChange: (settings: LocationSettings) => void;
}

/**
 * Ubicaciones tab: warehouse and zone filters, toolbar (settings, print codes with
 * the selected count, new location), and the locations with their occupancy.
 */
export function LocationsTab({ list, onListChange, settings, onSettingsChange }: LocationsTabProps) {
  const phone = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const warehouses = useWarehouses();
  const zones = useWarehouseZones(list.warehouseId);
  const sort = list.sort[0];
  const locations = useLocations({
    warehouse_id: list.warehouseId,
    zone_id: list.zoneId,
    search: list.search,
    page: list.page + 1,
    per_page: list.pageSize,
    sort: sort?.field === 'aisle' || sort?.field === 'description' || sort?.field === 'capacity' ? sort.field : 'code',
    order: sort?.sort === 'desc' ? 'desc' : 'asc',
  });
  const remove = useDeleteLocation();
  const form = useDialogState<Location>();
  const deleting = useFacilityDelete<Location>({
    remove,
    done: T.locationDeleted,
    failed: T.locationDeleteError,
    onDeleted: (target) => {
      setSelection((current) => ({ ...current, ids: new Set([...current.ids].filter((id) => id !== target.id)) }));
      setSelected((current) => current.filter((row) => row.id !== target.id));
    },
  });
  const preview = useDialogState<Location>();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [printing, setPrinting] = useState<Location[] | null>(null);
  const [selection, setSelection] = useState<GridRowSelectionModel>(NO_SELECTION);

  // Selected rows may sit on other pages: keep the rows themselves to print them later.
  const [selected, setSelected] = useState<Location[]>([]);
  const onSelectionChange = (model: GridRowSelectionModel) => {
    const page = locations.data?.data ?? [];
    const known = new Map([...selected, ...page].map((row) => [row.id, row]));
    const ids = model.type === 'include' ? [...model.ids] : page.map((row) => row.id).filter((id) => !model.ids.has(id));
    setSelection(model.type === 'include' ? model : { type: 'include', ids: new Set(ids) });
    setSelected(ids.map((id) => known.get(Number(id))).filter((row): row is Location => Boolean(row)));
  };

  const paginationModel = useMemo(() => ({ page: list.page, pageSize: list.pageSize }), [list.page, list.pageSize]);
  const onPagination = (model: GridPaginationModel) => onListChange({ page: model.page, pageSize: model.pageSize });

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <WarehouseSelect
          warehouses={warehouses.data ?? []}
          value={list.warehouseId}
          allowAll
          onChange={(warehouseId) => onListChange({ warehouseId, zoneId: null, page: 0 })}
        />
        <ZoneSelect
          zones={zones.data ?? []}
          value={list.zoneId}
          disabled={!list.warehouseId}
          onChange={(zoneId) => onListChange({ zoneId, page: 0 })}
        />
        <SearchFilter
          placeholder="Código, descripción o código de barras"
          value={list.search}
          onChange={(search) => onListChange({ search, page: 0 })}
          sx={{ minWidth: 220, flex: { xs: '1 1 100%', sm: '1 1 220px' } }}
        />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'flex-end', mb: 2 }}>
        {phone ? (
          <IconButton onClick={() => setSettingsOpen(true)} aria-label="Configuración" color="primary">
            <SettingsIcon />
          </IconButton>
        ) : (
          <Button variant="outlined" startIcon={<SettingsIcon />} onClick={() => setSettingsOpen(true)}>
            Configuración
          </Button>
        )}
        <Button
          variant="outlined"
          size={phone ? 'small' : 'medium'}
          startIcon={<PrintIcon />}
          disabled={selected.length === 0}
          onClick={() => setPrinting(selected)}
        >
          Imprimir Códigos ({selected.length})
        </Button>
        <Button variant="contained" size={phone ? 'small' : 'medium'} startIcon={<AddIcon />} onClick={() => form.show(null)}>
          Nueva Ubicación
        </Button>
      </Box>
      {(locations.isError || zones.isError) && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {locations.isError ? T.locationsLoadError : T.zonesLoadError}
        </Alert>
      )}
      <LocationsTable
        rows={locations.data?.data ?? []}
        rowCount={locations.data?.pagination.total ?? 0}
        loading={locations.isFetching}
        paginationModel={paginationModel}
        onPaginationModelChange={onPagination}
        sortModel={list.sort}
        onSortModelChange={(model) => onListChange({ sort: model, page: 0 })}
        selection={selection}
        onSelectionChange={onSelectionChange}
        thresholds={settings}
        onPreview={preview.show}
        onEdit={form.show}
        onDelete={deleting.show}
      />
      <LocationFormDialog
        open={form.open}
        location={form.item}
        zoneId={list.zoneId}
        volumetricEnabled={settings.volumetric_enabled}
        onClose={form.close}
      />
      <BarcodePreviewDialog
        open={preview.open}
        location={preview.item}
        onClose={preview.close}
        onPrint={(location) => {
          preview.close();
          setPrinting([location]);
        }}
      />
      <PrintBarcodesDialog open={printing !== null} locations={printing ?? []} onClose={() => setPrinting(null)} />
      <LocationSettingsDialog
        open={settingsOpen}
        settings={settings}
        onSaved={onSettingsChange}
        onClose={() => setSettingsOpen(false)}
      />
      <DeleteFacilityDialog
        open={deleting.open}
        title="Eliminar Ubicación"
        what="la ubicación"
        name={deleting.item?.code ?? ''}
        busy={deleting.busy}
        onConfirm={() => void deleting.confirm()}
        onClose={deleting.close}
      />
    </Box>
  );
}

export { LOCATIONS_PAGE_SIZE };
