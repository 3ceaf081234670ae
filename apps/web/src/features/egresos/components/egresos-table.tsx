import { ISSUE_STRATEGY_LABELS, areaServicioLabel, formatDateTimeCL } from '@bodega/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Chip from '@mui/material/Chip';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { DataTable } from '../../../components/data-table';
import { RowActions } from '../../../components/row-actions';
import { MOBILE_QUERY } from '../../../config/layout';
import type { EgresoSummary } from '../api/types';

const LOCALE_TEXT = {
  noRowsLabel: 'No se encontraron órdenes de egreso',
};

interface EgresosTableProps {
  rows: EgresoSummary[];
  total: number;
  loading: boolean;
  page: number;
  pageSize: number;
  onPageChange: (model: GridPaginationModel) => void;
  onView: (order: EgresoSummary) => void;
  onDelete: (order: EgresoSummary) => void;
}

/** Order number, date, area/service, strategy, SKU count and actions; paged on the server. */
export function EgresosTable({ rows, total, loading, page, pageSize, onPageChange, onView, onDelete }: EgresosTableProps) {
  const narrow = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const columns = useMemo<GridColDef<EgresoSummary>[]>(
    () => [
      { field: 'order_number', headerName: 'N° Orden', flex: 1.2, minWidth: 205 },
      { field: 'created_at', headerName: 'Fecha', width: 150, valueFormatter: (value: string) => formatDateTimeCL(value) },
      {
        field: 'area_servicio',
        headerName: 'Área/Servicio',
        flex: 1,
        minWidth: 95,
        valueGetter: (_value, row) => areaServicioLabel(row.area_servicio),
      },
      {
        field: 'strategy',
        headerName: 'Estrategia',
        width: 120,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            variant="outlined"
            color={row.non_compliant_count > 0 ? 'warning' : 'primary'}
            label={ISSUE_STRATEGY_LABELS[row.strategy]}
            title={row.non_compliant_count > 0 ? `${row.non_compliant_count} línea(s) fuera de estrategia` : undefined}
          />
        ),
      },
      { field: 'sku_count', headerName: 'SKUs', width: 80, type: 'number' },
      { field: 'total_quantity', headerName: 'Unidades', width: 100, type: 'number' },
      {
        field: 'status',
        headerName: 'Estado',
        width: 115,
        renderCell: ({ row }) => (
          <Chip size="small" label={row.status} color={row.status === 'Completado' ? 'success' : 'default'} />
        ),
      },
      {
        field: 'actions',
        headerName: 'Acciones',
        width: 96,
        sortable: false,
        filterable: false,
        renderCell: ({ row }) => (
          <RowActions
            actions={[
              {
                title: 'Ver reporte',
                label: `Ver orden ${row.order_number}`,
                icon: <VisibilityIcon fontSize="small" />,
                color: 'primary',
                onClick: () => onView(row),
              },
              {
                title: row.status === 'Anulado' ? 'La orden ya está anulada' : 'Eliminar',
                label: `Eliminar orden ${row.order_number}`,
                icon: <DeleteIcon fontSize="small" />,
                color: 'error',
                disabled: row.status === 'Anulado',
                onClick: () => onDelete(row),
              },
            ]}
          />
        ),
      },
    ],
    [onView, onDelete],
  );

  return (
    <DataTable<EgresoSummary>
      rows={rows}
      columns={columns}
      loading={loading}
      rowCount={total}
      paginationMode="server"
      paginationModel={{ page, pageSize }}
      onPaginationModelChange={onPageChange}
      disableColumnSorting
      columnVisibilityModel={
        narrow ? { created_at: false, strategy: false, sku_count: false, total_quantity: false, status: false } : {}
      }
      localeText={LOCALE_TEXT}
      aria-label="Órdenes de egreso"
    />
  );
}
