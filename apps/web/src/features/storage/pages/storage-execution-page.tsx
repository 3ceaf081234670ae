import { OPERATOR_DASHBOARD_MESSAGES, STORAGE_EXECUTION_MESSAGES as M, STORAGE_TOAST_MS, pageTitleFor } from '@bodega/domain';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ExecutionLoadError, ExecutionTitle } from '../../../components/execution-screen';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useCompleteStorageList } from '../api/complete-storage-list';
import { useStorageList } from '../api/get-storage-list';
import { useStorageSummary } from '../api/get-storage-summary';
import { useStartStorageList } from '../api/start-storage-list';
import type { StorageItem } from '../api/types';
import { AllScannedCard } from '../components/all-scanned-card';
import { CurrentItemCard } from '../components/current-item-card';
import { ExecutionHeader } from '../components/execution-header';
import { ScanSteps } from '../components/scan-steps';
import { StorageItemsTable } from '../components/storage-items-table';
import { StorageSummaryDetails } from '../components/storage-summary';
import { StoredItemPanel } from '../components/stored-item-panel';
import { SummaryDialog } from '../components/summary-dialog';
import { backHref, currentItem, isLastPending, readyToComplete } from '../lib/execution';

/** 'Ejecución de Almacenamiento': put-away of one list, item by item. */
export default function StorageExecutionPage() {
  const { user } = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const viewOnly = params.get('view') === 'true';
  const list = useStorageList(id);
  const start = useStartStorageList();
  const complete = useCompleteStorageList();
  const data = list.data;
  const completed = data?.status === 'completed';
  const summary = useStorageSummary(id, completed);
  const [summaryOpen, setSummaryOpen] = useState(false);
  // The item whose scan just stored it, until the operator moves on.
  const [stored, setStored] = useState<{ item: StorageItem; last: boolean } | null>(null);
  const startedFor = useRef<number | null>(null);
  const back = backHref(user?.role);

  // An assigned list starts on opening, once per list.
  useEffect(() => {
    if (viewOnly || data?.status !== 'assigned' || startedFor.current === data.id) return;
    startedFor.current = data.id;
    start.mutate(data.id, {
      onError: (error) =>
        enqueueSnackbar(errorMessage(error, OPERATOR_DASHBOARD_MESSAGES.startStorageError), {
          variant: 'error',
          autoHideDuration: STORAGE_TOAST_MS,
        }),
    });
  }, [data?.status, data?.id, viewOnly, start, enqueueSnackbar]);

  const onComplete = () =>
    complete.mutate(id, {
      onSuccess: () => enqueueSnackbar(M.storageCompleted, { variant: 'success', autoHideDuration: STORAGE_TOAST_MS }),
      onError: (error) =>
        enqueueSnackbar(errorMessage(error, M.completeError), { variant: 'error', autoHideDuration: STORAGE_TOAST_MS }),
    });

  const title = pageTitleFor(paths.storageExecution.path, user?.role ?? null);
  if (list.isError) return <ExecutionLoadError title={title} back={back} message={M.loadError} />;
  if (!data) return <PageLoader />;

  const working = !viewOnly && data.status === 'in_progress';
  const item = working ? currentItem(data) : null;

  return (
    <>
      <ExecutionTitle title={title} />
      <ExecutionHeader list={data} backTo={back} onShowSummary={() => setSummaryOpen(true)} />
      {data.status === 'assigned' && !viewOnly && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Iniciando la lista...
        </Alert>
      )}
      {working && stored && <StoredItemPanel item={stored.item} last={stored.last} onNext={() => setStored(null)} />}
      {working && !stored && item && (
        <>
          <CurrentItemCard item={item} />
          <ScanSteps
            key={item.id}
            listId={data.id}
            item={item}
            piece={data.piece_by_piece_enabled}
            onStored={(done) => setStored({ item: done, last: isLastPending(data, item) })}
          />
        </>
      )}
      {working && !stored && readyToComplete(data) && <AllScannedCard busy={complete.isPending} onComplete={onComplete} />}
      {completed && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
            Resumen
          </Typography>
          <StorageSummaryDetails summary={summary.data} error={summary.isError} />
        </Paper>
      )}
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        Productos de la lista
      </Typography>
      <StorageItemsTable items={data.storage_items} />
      <SummaryDialog
        open={summaryOpen}
        listNumber={data.list_number}
        summary={summary.data}
        error={summary.isError}
        onClose={() => setSummaryOpen(false)}
      />
    </>
  );
}
