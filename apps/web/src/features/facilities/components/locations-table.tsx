import { formatNumberCL } from '@bodega/domain';
import type { OccupancyThresholds } from '@bodega/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridColDef, GridPaginationModel, GridRowSelectionModel, GridSortModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { DataTable } from '../../../components/data-table';
import { MOBILE_QUERY } from '../../../config/layout';
import type { Location } from '../api/types';
import { CM3_PER_M3 } from '../lib/location-types';
import { OccupancyBar } from './occupancy-bar';

/** Locations 15 per page. */
export const LOCATIONS_PAGE_SIZE = 15;

/** 'A · 01 · 2 · 1' (aisle · rack · level · position), '–' for a missing part. */
function coordinates(location: Location): string {
  const parts = [location.aisle, location.rack, location.level, location.position];
  return parts.some(Boolean) ? parts.map((part) => part || '–').join(' · ') : '—';
}

function capacityText(location: Location): string {
  if (location.is_volumetric && location.volumetric_capacity) {
    return `${formatNumberCL(location.volumetric_capacity / CM3_PER_M3, 3)} m³`;
  }
  return `${location.capacity} u.`;
}

interface LocationsTableProps {
  rows: Location[];
  rowCount: number;
  loading: boolean;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  sortModel: GridSortModel;
  onSortModelChange: (model: GridSortModel) => void;
  selection: GridRowSelectionModel;
  onSelectionChange: (model: GridRowSelectionModel) => void;
  thresholds: OccupancyThresholds;
  onPreview: (location: Location) => void;
  onEdit: (location: Location) => void;
  onDelete: (location: Location) => void;
}

/**
 * Ubicaciones table: selectable rows, 15 per page, paged and sorted on the server;
 * code, description, barcode with preview, coordinates, capacity, occupancy bar and actions.
 */
export function LocationsTable(props: LocationsTableProps) {
  const { thresholds, onPreview, onEdit, onDelete } = props;
  const narrow = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const columns = useMemo<GridColDef<Location>[]>(
    () => [
      { field: 'code', headerName: 'Código', width: narrow ? 104 : 120 },
      {
        field: 'description',
        headerName: 'Descripción',
        flex: 1,
        minWidth: 130,
        valueFormatter: (value: string | null) => value ?? '',
      },
      {
        field: 'barcode',
        headerName: 'Código de barras',
        width: 160,
        sortable: false,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
            <Box component="span" sx={{ fontFamily: 'monospace', overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {row.barcode}
            </Box>
            <Tooltip title="Ver código de barras">
              <IconButton size="small" onClick={() => onPreview(row)} aria-label={`Ver código de barras de ${row.code}`}>
                <QrCode2Icon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
        ),
      },
      {
        field: 'aisle',
        headerName: 'Coordenadas',
        width: 150,
        description: 'Pasillo · Rack · Nivel · Posición',
        valueGetter: (_value, row) => coordinates(row),
      },
      { field: 'capacity', headerName: 'Capacidad', width: 100, valueGetter: (_value, row) => capacityText(row) },
      {
        field: 'occupancy',
        headerName: narrow ? 'Uso' : 'Ocupación',
        width: narrow ? 76 : 170,
        sortable: false,
        renderCell: ({ row }) => <OccupancyBar location={row} thresholds={thresholds} compact={narrow} />,
      },
      {
        field: 'actions',
        headerName: 'Acciones',
        // On phones the barcode column is hidden and its preview button joins the actions.
        width: narrow ? 112 : 96,
        sortable: false,
        filterable: false,
        renderCell: ({ row }) => (
          <>
            {narrow && (
              <IconButton size="small" onClick={() => onPreview(row)} aria-label={`Ver código de barras de ${row.code}`}>
                <QrCode2Icon fontSize="small" />
              </IconButton>
            )}
            <Tooltip title="Editar">
              <IconButton size="small" onClick={() => onEdit(row)} aria-label={`Editar ubicación ${row.code}`}>
                <EditIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title="Eliminar">
              <IconButton size="small" color="error" onClick={() => onDelete(row)} aria-label={`Eliminar ubicación ${row.code}`}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        ),
      },
    ],
    [thresholds, onPreview, onEdit, onDelete, narrow],
  );

  return (
    <DataTable<Location>
      rows={props.rows}
      columns={columns}
      loading={props.loading}
      rowHeight={60}
      checkboxSelection
      keepNonExistentRowsSelected
      rowSelectionModel={props.selection}
      onRowSelectionModelChange={props.onSelectionChange}
      paginationMode="server"
      sortingMode="server"
      rowCount={props.rowCount}
      paginationModel={props.paginationModel}
      onPaginationModelChange={props.onPaginationModelChange}
      sortModel={props.sortModel}
      onSortModelChange={props.onSortModelChange}
      pageSizeOptions={[LOCATIONS_PAGE_SIZE, 25, 50, 100]}
      columnVisibilityModel={narrow ? { description: false, barcode: false, aisle: false, capacity: false } : {}}
      aria-label="Ubicaciones"
    />
  );
}
