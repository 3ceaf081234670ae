import { formatDateTimeES, type MovementType } from '@bodega/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { esES } from '@mui/x-data-grid/locales';
import { useMemo } from 'react';
import { DataTable } from '../../../components/data-table';
import { MOBILE_QUERY } from '../../../config/layout';
import type { Movement } from '../api/types';
import { MOVEMENTS_PAGE_SIZE } from '../lib/list-params';
import { MovementStatusChip } from './movement-status-chip';

export interface MovementActions {
  onView: (movement: Movement) => void;
  onExecute: (movement: Movement) => void;
  onEdit: (movement: Movement) => void;
  onDelete: (movement: Movement) => void;
}

interface MovementsTableProps extends MovementActions {
  rows: Movement[];
  rowCount: number;
  loading: boolean;
  page: number;
  onPageChange: (page: number) => void;
}

const localeText = { ...esES.components.MuiDataGrid.defaultProps.localeText, noRowsLabel: 'No hay movimientos' };

function productsSummary(movement: Movement): string {
  const first = movement.details[0];
  if (!first) return '—';
  const more = movement.details_count > 1 ? ` y ${movement.details_count - 1} más` : '';
  return `${first.product.name}${more}`;
}

/** Movements, 15 per page, paged on the server; execute, edit and delete only while Pendiente. */
export function MovementsTable({
  rows,
  rowCount,
  loading,
  page,
  onPageChange,
  onView,
  onExecute,
  onEdit,
  onDelete,
}: MovementsTableProps) {
  const narrow = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const columns = useMemo<GridColDef<Movement>[]>(
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
                  {row.movement_type_label} · {formatDateTimeES(row.created_at)}
                </Typography>
                <MovementStatusChip status={row.status} />
              </>
            )}
          </Box>
        ),
      },
      { field: 'created_at', headerName: 'Fecha', width: 140, valueFormatter: (value: string) => formatDateTimeES(value) },
      {
        field: 'movement_type',
        headerName: 'Tipo',
        width: 140,
        valueGetter: (_value: MovementType, row) => row.movement_type_label,
      },
      { field: 'status', headerName: 'Estado', width: 115, renderCell: ({ row }) => <MovementStatusChip status={row.status} /> },
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
              {row.details_count} {row.details_count === 1 ? 'línea' : 'líneas'} · {row.total_quantity} unidades
            </Typography>
          </Box>
        ),
      },
      { field: 'notes', headerName: 'Notas', flex: 0.6, minWidth: 80, valueFormatter: (value: string | null) => value ?? '' },
      {
        field: 'actions',
        headerName: 'Acciones',
        width: 150,
        sortable: false,
        renderCell: ({ row }) => (
          <>
            <Tooltip title="Ver detalle">
              <IconButton size="small" onClick={() => onView(row)} aria-label={`Ver movimiento ${row.reference}`}>
                <VisibilityIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            {row.editable && (
              <>
                <Tooltip title="Ejecutar">
                  <IconButton
                    size="small"
                    color="success"
                    onClick={() => onExecute(row)}
                    aria-label={`Ejecutar movimiento ${row.reference}`}
                  >
                    <PlayArrowIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title="Editar">
                  <IconButton size="small" onClick={() => onEdit(row)} aria-label={`Editar movimiento ${row.reference}`}>
                    <EditIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title="Eliminar">
                  <IconButton
                    size="small"
                    color="error"
                    onClick={() => onDelete(row)}
                    aria-label={`Eliminar movimiento ${row.reference}`}
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
    [narrow, onView, onExecute, onEdit, onDelete],
  );
  const paginationModel = useMemo<GridPaginationModel>(() => ({ page: page - 1, pageSize: MOVEMENTS_PAGE_SIZE }), [page]);

  return (
    <DataTable<Movement>
      rows={rows}
      columns={columns}
      loading={loading}
      getRowHeight={() => 'auto'}
      paginationMode="server"
      rowCount={rowCount}
      paginationModel={paginationModel}
      onPaginationModelChange={(model) => onPageChange(model.page + 1)}
      pageSizeOptions={[MOVEMENTS_PAGE_SIZE]}
      disableColumnSorting
      columnVisibilityModel={
        narrow ? { created_at: false, movement_type: false, status: false, products: false, notes: false } : {}
      }
      localeText={localeText}
      aria-label="Movimientos internos"
    />
  );
}
