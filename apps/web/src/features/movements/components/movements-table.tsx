import { formatDateTimeCL, type MovementType } from '@bodega/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import VisibilityIcon from '@mui/icons-material/Visibility';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { DocumentTable, productsColumn, productsSummary, referenceColumn } from '../../../components/document-table';
import { RowActions } from '../../../components/row-actions';
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

const summaryOf = (movement: Movement) => productsSummary(movement.details, movement.details_count);

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
      referenceColumn(
        narrow,
        (row) => `${row.movement_type_label} · ${formatDateTimeCL(row.created_at)}`,
        (row) => <MovementStatusChip status={row.status} />,
      ),
      { field: 'created_at', headerName: 'Fecha', width: 140, valueFormatter: (value: string) => formatDateTimeCL(value) },
      {
        field: 'movement_type',
        headerName: 'Tipo',
        width: 140,
        valueGetter: (_value: MovementType, row) => row.movement_type_label,
      },
      { field: 'status', headerName: 'Estado', width: 115, renderCell: ({ row }) => <MovementStatusChip status={row.status} /> },
      productsColumn(
        summaryOf,
        (row) => row.details_count,
        (row) => row.total_quantity,
      ),
      { field: 'notes', headerName: 'Notas', flex: 0.6, minWidth: 80, valueFormatter: (value: string | null) => value ?? '' },
      {
        field: 'actions',
        headerName: 'Acciones',
        width: 150,
        sortable: false,
        renderCell: ({ row }) => (
          <RowActions
            actions={[
              {
                title: 'Ver detalle',
                label: `Ver movimiento ${row.reference}`,
                icon: <VisibilityIcon fontSize="small" />,
                onClick: () => onView(row),
              },
              {
                title: 'Ejecutar',
                label: `Ejecutar movimiento ${row.reference}`,
                icon: <PlayArrowIcon fontSize="small" />,
                color: 'success',
                onClick: () => onExecute(row),
                hidden: !row.editable,
              },
              {
                title: 'Editar',
                label: `Editar movimiento ${row.reference}`,
                icon: <EditIcon fontSize="small" />,
                onClick: () => onEdit(row),
                hidden: !row.editable,
              },
              {
                title: 'Eliminar',
                label: `Eliminar movimiento ${row.reference}`,
                icon: <DeleteIcon fontSize="small" />,
                color: 'error',
                onClick: () => onDelete(row),
                hidden: !row.editable,
              },
            ]}
          />
        ),
      },
    ],
    [narrow, onView, onExecute, onEdit, onDelete],
  );

  return (
    <DocumentTable<Movement>
      rows={rows}
      columns={columns}
      rowCount={rowCount}
      loading={loading}
      page={page}
      pageSize={MOVEMENTS_PAGE_SIZE}
      onPageChange={onPageChange}
      emptyText="No hay movimientos"
      narrow={narrow}
      hiddenWhenNarrow={['created_at', 'movement_type', 'status', 'products', 'notes']}
      aria-label="Movimientos internos"
    />
  );
}
