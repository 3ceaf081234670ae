import { DISPATCH_HISTORY_MESSAGES, formatDateES } from '@bodega/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { esES } from '@mui/x-data-grid/locales';
import { useMemo } from 'react';
import { DataTable } from '../../../../components/data-table';
import { MOBILE_QUERY } from '../../../../config/layout';
import type { Dispatch } from '../api/types';
import { DISPATCHES_PAGE_SIZE } from '../lib/list-params';
import { DispatchStatusChip } from './dispatch-status-chip';

export interface DispatchActions {
  onView: (dispatch: Dispatch) => void;
  onEdit: (dispatch: Dispatch) => void;
  onDelete: (dispatch: Dispatch) => void;
}

interface DispatchTableProps extends DispatchActions {
  rows: Dispatch[];
  rowCount: number;
  loading: boolean;
  page: number;
  onPageChange: (page: number) => void;
}

const localeText = { ...esES.components.MuiDataGrid.defaultProps.localeText, noRowsLabel: DISPATCH_HISTORY_MESSAGES.empty };

function productsSummary(dispatch: Dispatch): string {
  const first = dispatch.items[0];
  if (!first) return '—';
  const more = dispatch.items_count > 1 ? ` y ${dispatch.items_count - 1} más` : '';
  return `${first.product.name}${more}`;
}

const place = (location: { code: string; description: string | null }) =>
  location.description ? `${location.code} — ${location.description}` : location.code;

/** The history, 10 per page, paged on the server; edit and delete only while Pendiente. */
export function DispatchTable({ rows, rowCount, loading, page, onPageChange, onView, onEdit, onDelete }: DispatchTableProps) {
  const narrow = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const columns = useMemo<GridColDef<Dispatch>[]>(
    () => [
      {
        field: 'reference',
        headerName: 'Referencia',
        ...(narrow ? { flex: 1, minWidth: 150 } : { width: 120 }),
        renderCell: ({ row }) => (
          <Box sx={{ lineHeight: 1.3, py: 0.75 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {row.reference}
            </Typography>
            {narrow && (
              <>
                <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 0.5 }}>
                  {row.destination} · {formatDateES(row.dispatch_date)}
                </Typography>
                <DispatchStatusChip status={row.status} />
              </>
            )}
          </Box>
        ),
      },
      { field: 'dispatch_date', headerName: 'Fecha', width: 110, valueFormatter: (value: string) => formatDateES(value) },
      { field: 'destination', headerName: 'Destino', flex: 0.8, minWidth: 140 },
      { field: 'status', headerName: 'Estado', width: 120, renderCell: ({ row }) => <DispatchStatusChip status={row.status} /> },
      {
        field: 'products',
        headerName: 'Productos',
        flex: 1,
        minWidth: 170,
        valueGetter: (_value, row) => productsSummary(row),
        renderCell: ({ row }) => (
          <Box sx={{ lineHeight: 1.3, py: 0.75, minWidth: 0 }}>
            <Typography variant="body2" noWrap>
              {productsSummary(row)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {row.items_count} {row.items_count === 1 ? 'línea' : 'líneas'} · {row.total_quantity} unidades
            </Typography>
          </Box>
        ),
      },
      {
        field: 'source_location',
        headerName: 'Origen',
        flex: 0.7,
        minWidth: 130,
        valueGetter: (_value, row) => place(row.source_location),
      },
      {
        field: 'actions',
        headerName: 'Acciones',
        width: 130,
        sortable: false,
        renderCell: ({ row }) => (
          <>
            <Tooltip title="Ver orden">
              <IconButton size="small" onClick={() => onView(row)} aria-label={`Ver despacho ${row.reference}`}>
                <VisibilityIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            {row.editable && (
              <>
                <Tooltip title="Editar">
                  <IconButton size="small" onClick={() => onEdit(row)} aria-label={`Editar despacho ${row.reference}`}>
                    <EditIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title="Eliminar">
                  <IconButton
                    size="small"
                    color="error"
                    onClick={() => onDelete(row)}
                    aria-label={`Eliminar despacho ${row.reference}`}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </>
            )}
          </>
        ),
      },
    ],
    [narrow, onView, onEdit, onDelete],
  );
  const paginationModel = useMemo<GridPaginationModel>(() => ({ page: page - 1, pageSize: DISPATCHES_PAGE_SIZE }), [page]);

  return (
    <DataTable<Dispatch>
      rows={rows}
      columns={columns}
      loading={loading}
      getRowHeight={() => 'auto'}
      paginationMode="server"
      rowCount={rowCount}
      paginationModel={paginationModel}
      onPaginationModelChange={(model) => onPageChange(model.page + 1)}
      pageSizeOptions={[DISPATCHES_PAGE_SIZE]}
      disableColumnSorting
      columnVisibilityModel={
        narrow ? { dispatch_date: false, destination: false, status: false, products: false, source_location: false } : {}
      }
      localeText={localeText}
      aria-label="Historial de despachos"
    />
  );
}
