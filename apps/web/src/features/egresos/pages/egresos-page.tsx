import { EGRESO_SCREEN_MESSAGES, pageTitleFor } from '@bodega/domain';
import AddIcon from '@mui/icons-material/Add';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { GridPaginationModel } from '@mui/x-data-grid';
import { useSnackbar } from 'notistack';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useEgressOrders } from '../api/get-egress-orders';
import { useEgresosStats } from '../api/get-egresos-stats';
import { saveFile, useExportEgresos } from '../api/export-egresos';
import type { EgresoFilters, EgresoSummary } from '../api/types';
import { DeleteEgresoDialog } from '../components/delete-egreso-dialog';
import { EgresoReportDialog } from '../components/egreso-report-dialog';
import { EgresosFilters } from '../components/egresos-filters';
import { EgresosStats } from '../components/egresos-stats';
import { EgresosTable } from '../components/egresos-table';
import { NewEgresoDialog } from '../components/new-egreso-dialog';
import { readListState, writeListState, type EgresosListState } from '../lib/list-params';
import { TOAST_MS } from '../lib/toasts';

/** Dialogs keep their order while closing so their text does not flicker. */
interface Selected<T> {
  open: boolean;
  item: T | null;
}

/**
 * 'Gestión de Egresos', admin only: stats, filters, the issue orders paged on the
 * server, 'Nueva Salida', the 'Reporte de Salida' and annulment. Page and filters live in the URL.
 */
export default function EgresosPage() {
  const { user } = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const [params, setParams] = useSearchParams();
  const list = useMemo(() => readListState(params), [params]);
  const filters = useMemo<EgresoFilters>(
    () => ({ dateFrom: list.dateFrom, dateTo: list.dateTo, search: list.search, includeCancelled: list.includeCancelled }),
    [list.dateFrom, list.dateTo, list.search, list.includeCancelled],
  );
  const orders = useEgressOrders({ filters, page: list.page + 1, perPage: list.pageSize });
  const stats = useEgresosStats(filters);
  const exporter = useExportEgresos();
  const [creating, setCreating] = useState(false);
  const [report, setReport] = useState<Selected<number>>({ open: false, item: null });
  const [deleting, setDeleting] = useState<Selected<EgresoSummary>>({ open: false, item: null });

  const change = useCallback(
    (next: Partial<EgresosListState>) => setParams((current) => writeListState(current, next), { replace: true }),
    [setParams],
  );
  const onPageChange = useCallback(
    (model: GridPaginationModel) => change({ page: model.page, pageSize: model.pageSize }),
    [change],
  );
  const openReport = useCallback((order: EgresoSummary) => setReport({ open: true, item: order.id }), []);
  const openDelete = useCallback((order: EgresoSummary) => setDeleting({ open: true, item: order }), []);

  const download = async () => {
    try {
      saveFile(await exporter.mutateAsync({ filters }));
      enqueueSnackbar(EGRESO_SCREEN_MESSAGES.exported, { variant: 'success', autoHideDuration: TOAST_MS.success });
    } catch (error) {
      enqueueSnackbar(errorMessage(error, EGRESO_SCREEN_MESSAGES.exportError), {
        variant: 'error',
        autoHideDuration: TOAST_MS.error,
      });
    }
  };

  return (
    <>
      <PageHeader
        title={pageTitleFor(paths.egresos.path, user?.role ?? null)}
        description="Salidas de stock a las áreas y servicios clínicos, con verificación de lote por estrategia."
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<FileDownloadIcon />}
              onClick={() => void download()}
              disabled={exporter.isPending}
            >
              Exportar Excel
            </Button>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              Nueva Salida
            </Button>
          </>
        }
      />
      <EgresosStats stats={stats.data} />
      <EgresosFilters filters={filters} onChange={change} />
      {orders.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(orders.error, EGRESO_SCREEN_MESSAGES.loadError)}
        </Alert>
      )}
      <EgresosTable
        rows={orders.data?.data ?? []}
        total={orders.data?.pagination.total ?? 0}
        loading={orders.isFetching}
        page={list.page}
        pageSize={list.pageSize}
        onPageChange={onPageChange}
        onView={openReport}
        onDelete={openDelete}
      />
      <NewEgresoDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(order) => {
          setCreating(false);
          setReport({ open: true, item: order.id });
        }}
      />
      <EgresoReportDialog
        orderId={report.item}
        open={report.open}
        onClose={() => setReport((state) => ({ ...state, open: false }))}
      />
      <DeleteEgresoDialog
        open={deleting.open}
        order={deleting.item}
        onClose={() => setDeleting((state) => ({ ...state, open: false }))}
      />
    </>
  );
}
