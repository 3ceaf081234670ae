import { eventQuantityColor, formatDateTimeCL, formatNumberCL, TRACEABILITY_PAGE_SIZE, TRACEABILITY_TEXTS } from '@bodega/domain';
import HistoryIcon from '@mui/icons-material/History';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { PagedTable } from '../../../components/paged-table';
import { MOBILE_QUERY } from '../../../config/layout';
import type { TraceEvent } from '../api/types';
import { EventTypeChip } from './event-type-chip';

/** A main text and a caption; `oneLine` cuts the main text with an ellipsis (full text on hover). */
function TwoLines({ first, second, oneLine = false }: { first: string; second?: string | undefined; oneLine?: boolean }) {
  return (
    <Box sx={{ lineHeight: 1.3, py: 0.75, minWidth: 0 }}>
      <Typography
        variant="body2"
        noWrap={oneLine}
        title={oneLine ? first : undefined}
        sx={oneLine ? undefined : { whiteSpace: 'normal' }}
      >
        {first}
      </Typography>
      {second && (
        <Typography variant="caption" color="text.secondary">
          {second}
        </Typography>
      )}
    </Box>
  );
}

interface EventsTableProps {
  rows: TraceEvent[];
  rowCount: number;
  /** More than `rowCount` events match (a capped count): the grid pages on while pages are full. */
  rowCountIsLowerBound?: boolean;
  loading: boolean;
  page: number;
  onPageChange: (page: number) => void;
  onDetail: (event: TraceEvent) => void;
  onHistory: (event: TraceEvent) => void;
}

/** The event log: 25 rows per page, paged on the server, pages counted from 1. */
export function EventsTable({
  rows,
  rowCount,
  rowCountIsLowerBound = false,
  loading,
  page,
  onPageChange,
  onDetail,
  onHistory,
}: EventsTableProps) {
  const narrow = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const columns = useMemo<GridColDef<TraceEvent>[]>(() => {
    const actions: GridColDef<TraceEvent> = {
      field: 'actions',
      headerName: 'Acciones',
      width: narrow ? 84 : 96,
      sortable: false,
      renderCell: ({ row }) => (
        <>
          <Tooltip title="Ver Detalles">
            <IconButton size="small" onClick={() => onDetail(row)} aria-label={`Ver detalles del evento ${row.id}`}>
              <VisibilityIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Historial del Producto">
            <span>
              <IconButton
                size="small"
                disabled={!row.product}
                onClick={() => onHistory(row)}
                aria-label={`Historial del producto del evento ${row.id}`}
              >
                <HistoryIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </>
      ),
    };
    // Phones: one card-like cell per event (product, type, quantity, place, user and time) and the actions.
    if (narrow) {
      return [
        {
          field: 'event',
          headerName: 'Evento',
          flex: 1,
          sortable: false,
          renderCell: ({ row }) => (
            <Box sx={{ py: 1, minWidth: 0, display: 'grid', gap: 0.5 }}>
              <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'normal' }}>
                {row.product?.name ?? TRACEABILITY_TEXTS.productUnavailable}
              </Typography>
              <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                <EventTypeChip type={row.event_type} />
                <Chip size="small" variant="outlined" color={eventQuantityColor(row.quantity_moved)} label={row.quantity_moved} />
              </Box>
              <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'normal' }}>
                {row.location?.code ?? TRACEABILITY_TEXTS.noLocation} · {row.user?.username ?? TRACEABILITY_TEXTS.noUser} ·{' '}
                {formatDateTimeCL(row.event_timestamp)}
              </Typography>
            </Box>
          ),
        },
        actions,
      ];
    }
    return [
      {
        field: 'product',
        headerName: 'Producto',
        flex: 1.4,
        minWidth: 170,
        sortable: false,
        renderCell: ({ row }) => (
          <TwoLines
            first={row.product?.name ?? TRACEABILITY_TEXTS.productUnavailable}
            second={row.product ? `SKU: ${row.product.sku}` : undefined}
          />
        ),
      },
      {
        field: 'event_type',
        headerName: 'Evento',
        width: 165,
        sortable: false,
        renderCell: ({ row }) => <EventTypeChip type={row.event_type} />,
      },
      {
        field: 'location',
        headerName: 'Ubicación',
        flex: 1,
        minWidth: 160,
        sortable: false,
        renderCell: ({ row }) =>
          row.location ? (
            <TwoLines
              first={row.location.description ?? row.location.code}
              second={row.location.description ? row.location.code : undefined}
            />
          ) : (
            <TwoLines first={TRACEABILITY_TEXTS.noLocation} />
          ),
      },
      {
        field: 'quantity_moved',
        headerName: 'Cantidad',
        width: 90,
        sortable: false,
        renderCell: ({ row }) => (
          <Chip size="small" variant="outlined" color={eventQuantityColor(row.quantity_moved)} label={row.quantity_moved} />
        ),
      },
      {
        field: 'user',
        headerName: 'Usuario',
        width: 100,
        sortable: false,
        valueGetter: (_value, row) => row.user?.username ?? TRACEABILITY_TEXTS.noUser,
      },
      {
        field: 'event_timestamp',
        headerName: 'Fecha/Hora',
        width: 150,
        sortable: false,
        valueFormatter: (value: string) => formatDateTimeCL(value),
      },
      actions,
    ];
  }, [narrow, onDetail, onHistory]);
  // A lower bound: unknown row count, a next page while this one is full, "de más de 10.000".
  const lowerBoundText = useMemo(
    () =>
      rowCountIsLowerBound
        ? {
            paginationDisplayedRows: ({ from, to }: { from: number; to: number }) =>
              `${formatNumberCL(from)}–${formatNumberCL(to)} de más de ${formatNumberCL(Math.max(rowCount - 1, to))}`,
          }
        : undefined,
    [rowCountIsLowerBound, rowCount],
  );

  return (
    <PagedTable<TraceEvent>
      rows={rows}
      columns={columns}
      loading={loading}
      getRowHeight={() => 'auto'}
      rowCount={rowCountIsLowerBound ? -1 : rowCount}
      paginationMeta={rowCountIsLowerBound ? { hasNextPage: rows.length === TRACEABILITY_PAGE_SIZE } : undefined}
      page={page}
      pageSize={TRACEABILITY_PAGE_SIZE}
      onPageChange={onPageChange}
      emptyText={TRACEABILITY_TEXTS.empty}
      localeText={lowerBoundText}
      aria-label="Eventos de trazabilidad"
    />
  );
}
