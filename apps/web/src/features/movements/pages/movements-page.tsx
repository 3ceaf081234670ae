import { MOVEMENT_MESSAGES, MOVEMENT_TOASTS, pageTitleFor } from '@bodega/domain';
import AddIcon from '@mui/icons-material/Add';
import CallMergeIcon from '@mui/icons-material/CallMerge';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useSnackbar } from 'notistack';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { useDeleteMovement } from '../api/delete-movement';
import { useExecuteMovement } from '../api/execute-movement';
import { exportMovements } from '../api/export-movements';
import { useMovements } from '../api/get-movements';
import type { Movement } from '../api/types';
import { ConsolidateDialog } from '../components/consolidate-dialog';
import { MovementDetailDialog } from '../components/movement-detail-dialog';
import { MovementFormDialog } from '../components/movement-form-dialog';
import { MovementsFilters } from '../components/movements-filters';
import { MovementsTable } from '../components/movements-table';
import { readListParams, writeListParams, type MovementListParams } from '../lib/list-params';
import { failureText, TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '../lib/messages';

/** A dialog keeps its movement while closing so its content does not flicker. */
interface DialogState {
  open: boolean;
  movement: Movement | null;
}
const CLOSED: DialogState = { open: false, movement: null };

/** 'Movimientos Internos', admin only. Filters and page live in the URL. */
export default function MovementsPage() {
  const { user } = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const [params, setParams] = useSearchParams();
  const list = useMemo(() => readListParams(params), [params]);
  const movements = useMovements(list);
  const execute = useExecuteMovement();
  const remove = useDeleteMovement();
  const [form, setForm] = useState<DialogState>(CLOSED);
  const [detail, setDetail] = useState<DialogState>(CLOSED);
  const [executing, setExecuting] = useState<DialogState>(CLOSED);
  const [deleting, setDeleting] = useState<DialogState>(CLOSED);
  const [consolidating, setConsolidating] = useState(false);
  const [exporting, setExporting] = useState(false);

  const change = useCallback(
    (next: Partial<MovementListParams>) => setParams((current) => writeListParams(current, next), { replace: true }),
    [setParams],
  );
  const onView = useCallback((movement: Movement) => setDetail({ open: true, movement }), []);
  const onExecute = useCallback((movement: Movement) => setExecuting({ open: true, movement }), []);
  const onEdit = useCallback((movement: Movement) => setForm({ open: true, movement }), []);
  const onDelete = useCallback((movement: Movement) => setDeleting({ open: true, movement }), []);

  const confirmExecute = async () => {
    const target = executing.movement;
    if (!target) return;
    try {
      await execute.mutateAsync(target.id);
      enqueueSnackbar(`${MOVEMENT_TOASTS.executed}: ${target.reference}`, {
        variant: 'success',
        autoHideDuration: TOAST_SUCCESS_MS,
      });
      setDetail((state) => ({ ...state, open: false }));
    } catch (error) {
      enqueueSnackbar(failureText(MOVEMENT_TOASTS.executeError, error), { variant: 'error', autoHideDuration: TOAST_ERROR_MS });
    }
    setExecuting((state) => ({ ...state, open: false }));
  };

  const confirmDelete = async () => {
    const target = deleting.movement;
    if (!target) return;
    try {
      await remove.mutateAsync(target.id);
      enqueueSnackbar(MOVEMENT_TOASTS.deleted, { variant: 'success', autoHideDuration: TOAST_SUCCESS_MS });
    } catch (error) {
      enqueueSnackbar(failureText(MOVEMENT_TOASTS.deleteError, error), { variant: 'error', autoHideDuration: TOAST_ERROR_MS });
    }
    setDeleting((state) => ({ ...state, open: false }));
  };

  const runExport = async () => {
    setExporting(true);
    try {
      await exportMovements(list);
    } catch (error) {
      enqueueSnackbar(failureText(MOVEMENT_TOASTS.exportError, error), { variant: 'error', autoHideDuration: TOAST_ERROR_MS });
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeader
        title={pageTitleFor(paths.movements.path, user?.role ?? null)}
        description="Reubique y consolide stock entre ubicaciones; al ejecutar un movimiento se actualiza el inventario."
        actions={
          <>
            <Button variant="outlined" startIcon={<FileDownloadIcon />} onClick={() => void runExport()} disabled={exporting}>
              Exportar Excel
            </Button>
            <Button variant="outlined" startIcon={<CallMergeIcon />} onClick={() => setConsolidating(true)}>
              Consolidar Ubicaciones
            </Button>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({ open: true, movement: null })}>
              Nuevo Movimiento
            </Button>
          </>
        }
      />
      <MovementsFilters filters={list} onChange={change} />
      {movements.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failureText(MOVEMENT_TOASTS.loadError, movements.error)}
        </Alert>
      )}
      <MovementsTable
        rows={movements.data?.data ?? []}
        rowCount={movements.data?.pagination.total ?? 0}
        loading={movements.isFetching}
        page={list.page}
        onPageChange={(page) => change({ page })}
        onView={onView}
        onExecute={onExecute}
        onEdit={onEdit}
        onDelete={onDelete}
      />
      <MovementFormDialog
        open={form.open}
        movement={form.movement}
        onClose={() => setForm((state) => ({ ...state, open: false }))}
      />
      <MovementDetailDialog
        open={detail.open}
        movement={detail.movement}
        onClose={() => setDetail((state) => ({ ...state, open: false }))}
        onExecute={onExecute}
      />
      <ConsolidateDialog open={consolidating} onClose={() => setConsolidating(false)} />
      <ConfirmDialog
        open={executing.open}
        title={`Ejecutar Movimiento ${executing.movement?.reference ?? ''}`}
        confirmLabel="Ejecutar"
        busy={execute.isPending}
        onConfirm={() => void confirmExecute()}
        onClose={() => setExecuting((state) => ({ ...state, open: false }))}
      >
        {MOVEMENT_MESSAGES.executeConfirm}
      </ConfirmDialog>
      <ConfirmDialog
        open={deleting.open}
        title={`Eliminar Movimiento ${deleting.movement?.reference ?? ''}`}
        confirmLabel="Eliminar"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting((state) => ({ ...state, open: false }))}
      >
        {MOVEMENT_MESSAGES.deleteConfirm}
      </ConfirmDialog>
    </>
  );
}
