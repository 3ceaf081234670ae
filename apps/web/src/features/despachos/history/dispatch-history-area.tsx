import { DISPATCH_HISTORY_MESSAGES as M } from '@bodega/domain';
import AddIcon from '@mui/icons-material/Add';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { failureText } from '../../../lib/api-client';
import { PrintBlockedError, printPage } from '../../../lib/print';
import { useDeleteDispatch } from './api/delete-dispatch';
import { exportDispatches } from './api/export-dispatches';
import { useDispatches } from './api/get-dispatches';
import type { Dispatch } from './api/types';
import { DispatchFilters } from './components/dispatch-filters';
import { DispatchFormDialog } from './components/dispatch-form-dialog';
import { DispatchTable } from './components/dispatch-table';
import { readListParams, writeListParams, type DispatchListParams } from './lib/list-params';
import { dispatchReportHtml } from './lib/report-html';
import { TOAST_ERROR_MS, TOAST_INFO_MS, TOAST_SUCCESS_MS } from './lib/toasts';

/** A dialog keeps its dispatch while closing so its content does not flicker. */
interface DialogState {
  open: boolean;
  dispatch: Dispatch | null;
}
const CLOSED: DialogState = { open: false, dispatch: null };

/**
 * The dispatch history area of /despachos (History): filters, Excel export,
 * New Dispatch, the table with view (the printable egress order), edit and delete (Pendiente
 * only). Self-contained: its list state lives in the URL under hist_* parameters, its cache key
 * is its own.
 */
export function DispatchHistoryArea() {
  const { enqueueSnackbar } = useSnackbar();
  const [params, setParams] = useSearchParams();
  const list = useMemo(() => readListParams(params), [params]);
  const dispatches = useDispatches(list);
  const remove = useDeleteDispatch();
  const [form, setForm] = useState<DialogState>(CLOSED);
  const [deleting, setDeleting] = useState<DialogState>(CLOSED);
  const [exporting, setExporting] = useState(false);

  const change = useCallback(
    (next: Partial<DispatchListParams>) => setParams((current) => writeListParams(current, next), { replace: true }),
    [setParams],
  );
  const onView = useCallback(
    (dispatch: Dispatch) => {
      printPage(() => dispatchReportHtml(dispatch)).catch((error: unknown) => {
        const text =
          error instanceof PrintBlockedError
            ? 'Permita las ventanas emergentes para ver la orden de despacho'
            : 'No se pudo abrir la orden de despacho';
        enqueueSnackbar(text, { variant: 'info', autoHideDuration: TOAST_INFO_MS });
      });
    },
    [enqueueSnackbar],
  );
  const onEdit = useCallback((dispatch: Dispatch) => setForm({ open: true, dispatch }), []);
  const onDelete = useCallback((dispatch: Dispatch) => setDeleting({ open: true, dispatch }), []);

  const confirmDelete = async () => {
    const target = deleting.dispatch;
    if (!target) return;
    try {
      await remove.mutateAsync(target.id);
      enqueueSnackbar(M.deleted, { variant: 'success', autoHideDuration: TOAST_SUCCESS_MS });
    } catch (error) {
      enqueueSnackbar(failureText(M.deleteError, error), { variant: 'error', autoHideDuration: TOAST_ERROR_MS });
    }
    setDeleting((state) => ({ ...state, open: false }));
  };

  const runExport = async () => {
    setExporting(true);
    try {
      await exportDispatches(list);
    } catch (error) {
      enqueueSnackbar(failureText(M.exportError, error), { variant: 'error', autoHideDuration: TOAST_ERROR_MS });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h6" component="h2">
          {M.tab}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<FileDownloadIcon />} onClick={() => void runExport()} disabled={exporting}>
            {M.export}
          </Button>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({ open: true, dispatch: null })}>
            {M.newDispatch}
          </Button>
        </Box>
      </Box>
      <DispatchFilters filters={list} onChange={change} />
      {dispatches.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failureText('Error al cargar los despachos', dispatches.error)}
        </Alert>
      )}
      <DispatchTable
        rows={dispatches.data?.data ?? []}
        rowCount={dispatches.data?.pagination.total ?? 0}
        loading={dispatches.isFetching}
        page={list.page}
        onPageChange={(page) => change({ page })}
        onView={onView}
        onEdit={onEdit}
        onDelete={onDelete}
      />
      <DispatchFormDialog
        open={form.open}
        dispatch={form.dispatch}
        onClose={() => setForm((state) => ({ ...state, open: false }))}
      />
      <ConfirmDialog
        open={deleting.open}
        title={`Eliminar Despacho ${deleting.dispatch?.reference ?? ''}`}
        confirmLabel="Eliminar"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting((state) => ({ ...state, open: false }))}
      >
        {M.deleteConfirm(deleting.dispatch?.reference ?? '')}
      </ConfirmDialog>
    </Box>
  );
}
