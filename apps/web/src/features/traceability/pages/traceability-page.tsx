import { formatNumberCL, pageTitleFor } from '@bodega/domain';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FilterListIcon from '@mui/icons-material/FilterList';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useSnackbar } from 'notistack';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { MOBILE_QUERY } from '../../../config/layout';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { exportEvents } from '../api/export-events';
import { useEvents } from '../api/get-events';
import type { TraceEvent } from '../api/types';
import { EventDetailDialog } from '../components/event-detail-dialog';
import { EventsFilterPanel } from '../components/events-filter-panel';
import { EventsTable } from '../components/events-table';
import { ProductHistoryDialog } from '../components/product-history-dialog';
import { TraceabilitySummary } from '../components/traceability-summary';
import { activeFilterCount, readEventParams, writeEventFilters, writeEventPage, type EventFilters } from '../lib/filters';

const TOAST_MS = 4000;
const ERROR_TOAST_MS = 6000;

/** 'Sistema de Trazabilidad', admin and viewer. Filters and page live in the URL. */
export default function TraceabilityPage() {
  const { user } = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const phone = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const [params, setParams] = useSearchParams();
  const list = useMemo(() => readEventParams(params), [params]);
  const { page, ...filters } = list;
  const events = useEvents(list);
  const [panelOpen, setPanelOpen] = useState(false);
  const [detail, setDetail] = useState<{ open: boolean; event: TraceEvent | null }>({ open: false, event: null });
  const [history, setHistory] = useState<{ open: boolean; productId: number | null }>({ open: false, productId: null });
  const [exporting, setExporting] = useState(false);
  const total = events.data?.pagination.total ?? 0;
  const totalIsLowerBound = events.data?.pagination.total_is_lower_bound === true;
  const active = activeFilterCount(filters);

  const apply = (next: EventFilters, close: boolean) => {
    setParams((current) => writeEventFilters(current, next), { replace: true });
    if (close) setPanelOpen(false);
  };
  const onDetail = useCallback((event: TraceEvent) => setDetail({ open: true, event }), [setDetail]);
  const onHistory = useCallback((event: TraceEvent) => setHistory({ open: true, productId: event.product_id }), [setHistory]);

  const runExport = async () => {
    // An export with no rows produces no file.
    if (events.data && total === 0) {
      enqueueSnackbar('No hay eventos para exportar', { variant: 'info', autoHideDuration: TOAST_MS });
      return;
    }
    setExporting(true);
    try {
      await exportEvents(filters);
    } catch (error) {
      enqueueSnackbar(errorMessage(error, 'Error al exportar los datos'), { variant: 'error', autoHideDuration: ERROR_TOAST_MS });
    } finally {
      setExporting(false);
    }
  };

  const filterLabel = 'Filtros Avanzados';
  const exportLabel = 'Exportar CSV';

  return (
    <>
      <PageHeader
        title={pageTitleFor(paths.traceability.path, user?.role ?? null)}
        description="Registro inalterable de cada movimiento de stock: quién, qué, dónde y cuándo."
        actions={
          phone ? (
            <>
              <Tooltip title={filterLabel}>
                <IconButton
                  aria-label={filterLabel}
                  aria-expanded={panelOpen}
                  onClick={() => setPanelOpen((open) => !open)}
                  color={panelOpen ? 'primary' : 'default'}
                >
                  <Badge badgeContent={active} color="primary">
                    <FilterListIcon />
                  </Badge>
                </IconButton>
              </Tooltip>
              <Tooltip title={exportLabel}>
                <span>
                  <IconButton aria-label={exportLabel} onClick={() => void runExport()} disabled={exporting}>
                    <FileDownloadIcon />
                  </IconButton>
                </span>
              </Tooltip>
            </>
          ) : (
            <>
              <Button
                variant={panelOpen ? 'contained' : 'outlined'}
                aria-expanded={panelOpen}
                startIcon={
                  <Badge badgeContent={active} color="secondary">
                    <FilterListIcon />
                  </Badge>
                }
                onClick={() => setPanelOpen((open) => !open)}
              >
                {filterLabel}
              </Button>
              <Button variant="outlined" startIcon={<FileDownloadIcon />} onClick={() => void runExport()} disabled={exporting}>
                {exportLabel}
              </Button>
            </>
          )
        }
      />
      <TraceabilitySummary />
      {panelOpen && <EventsFilterPanel applied={filters} onApply={apply} />}
      {events.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(events.error, 'Error al cargar los eventos de trazabilidad')}
        </Alert>
      )}
      {events.data && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="events-total">
          {totalIsLowerBound
            ? `Más de ${formatNumberCL(total - 1)} eventos coinciden con los filtros`
            : `${formatNumberCL(total)} ${total === 1 ? 'evento' : 'eventos'}`}
        </Typography>
      )}
      <EventsTable
        rows={events.data?.events ?? []}
        rowCount={total}
        rowCountIsLowerBound={totalIsLowerBound}
        loading={events.isFetching}
        page={page}
        onPageChange={(next) => setParams((current) => writeEventPage(current, next), { replace: true })}
        onDetail={onDetail}
        onHistory={onHistory}
      />
      <EventDetailDialog
        open={detail.open}
        event={detail.event}
        onClose={() => setDetail((state) => ({ ...state, open: false }))}
      />
      <ProductHistoryDialog
        open={history.open}
        productId={history.productId}
        onClose={() => setHistory((state) => ({ ...state, open: false }))}
      />
    </>
  );
}
