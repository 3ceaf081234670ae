import {
  INTELLIGENT_PICKING_MESSAGES as M,
  LIST_STATUS_COLORS,
  LIST_STATUS_LABELS,
  OPERATOR_PICKING_MESSAGES,
  PICKING_ERROR_MS,
  PICKING_SUCCESS_MS,
  formatDateTimeCL,
  pageTitleFor,
  progressPercent,
  readyToComplete,
  scanModeNotice,
} from '@bodega/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { ExecutionLoadError, ExecutionTitle, ProgressLine, WideActionButton } from '../../../components/execution-screen';
import { PageLoader } from '../../../components/page-loader';
import { useScanStatus } from '../../../components/scan';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { LotReasonDialog, type LotReason } from '../../../components/lot-reason-dialog';
import { useSession } from '../../../lib/session';
import { useCompletePickingList } from '../api/complete-picking-list';
import { usePickingList } from '../../../lib/picking-lists/get-picking-list';
import { usePickItem } from '../api/pick-item';
import { useOptimizeRoute, usePickingRoute } from '../api/picking-route';
import { useScanPickingItem } from '../api/scan-picking-item';
import { useStartPickingList } from '../../../lib/picking-lists/start-picking-list';
import type { PickingItem } from '../api/types';
import { PickConfirmPanel, type PickRefusal, type PickScansInput } from '../components/pick-confirm-panel';
import { PickingItemCard } from '../components/picking-item-card';
import { PickingRouteTable } from '../components/picking-route-table';
import { PickingScanPanel } from '../components/picking-scan-panel';

/**
 * Picking execution of one list (/intelligent-picking/{id}; ?view=true is read-only): the items in
 * route order, piece-by-piece scanning with the keyboard-wedge or camera scan field, Recolectar
 * per item and 'Completar Picking' once every item is picked.
 */
export default function PickingExecutionPage() {
  const { user } = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const list = usePickingList(id);
  const data = list.data;
  const viewOnly = params.get('view') === 'true' || data?.status === 'completed';
  const route = usePickingRoute(id, Boolean(data));
  const start = useStartPickingList();
  const pick = usePickItem();
  const scan = useScanPickingItem();
  const complete = useCompletePickingList();
  const optimize = useOptimizeRoute();
  const scanStatus = useScanStatus();
  const [chosen, setChosen] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<PickRefusal | null>(null);
  // The server asked for a reason to pick another lot than the strategy's: the pick waits for it.
  const [asking, setAsking] = useState<{ item: PickingItem; scans?: PickScansInput; message: string } | null>(null);
  const back = user?.role === 'operator' ? `${paths.operator.href()}?tab=picking` : paths.intelligentPicking.href();
  const ok = (message: string) => enqueueSnackbar(message, { variant: 'success', autoHideDuration: PICKING_SUCCESS_MS });
  const fail = (error: unknown, fallback: string) =>
    enqueueSnackbar(errorMessage(error, fallback), { variant: 'error', autoHideDuration: PICKING_ERROR_MS });

  const pieceByPiece = data?.piece_by_piece_enabled ?? false;
  const scanRequired = data?.scan_required ?? true;
  const items = useMemo(() => data?.picking_items ?? [], [data]);
  const pending = items.filter((item) => item.status === 'pending');
  // The item being scanned: the one chosen with 'Escanear', else the first pending one still to scan.
  const current: PickingItem | undefined =
    data?.status === 'in_progress' && pieceByPiece
      ? (pending.find((item) => item.id === chosen) ?? pending.find((item) => item.quantity_scanned < item.quantity_required))
      : undefined;
  const confirmItem = data?.status === 'in_progress' ? pending.find((item) => item.id === confirming) : undefined;
  const done = items.length - pending.length;
  const ready = data ? data.status === 'in_progress' && readyToComplete(items, pieceByPiece) : false;

  const onScan = (code: string) => {
    if (!current) return;
    scan.mutate(
      { listId: id, itemId: current.id, barcode: code },
      {
        onSuccess: (result) => {
          scanStatus.show('success', result.message);
          if (result.all_scanned) ok(M.allUnitsScanned(result.item.product_name));
        },
        onError: (error) => scanStatus.show('error', errorMessage(error, M.scanError)),
      },
    );
  };

  const submitPick = (item: PickingItem, scans?: PickScansInput, reason?: LotReason) =>
    pick.mutate(
      { listId: id, itemId: item.id, quantity: item.quantity_required, ...scans, ...reason },
      {
        onSuccess: () => {
          ok(M.itemPicked(item.product_name));
          setChosen(null);
          setConfirming(null);
          setRefusal(null);
          setAsking(null);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'LOT_REASON_REQUIRED') {
            setAsking({ item, ...(scans ? { scans } : {}), message: error.message });
            return;
          }
          // A refused scan stays beside its scan field until the next scan.
          const field = (['location_scan', 'product_scan'] as const).find((f) => error instanceof ApiError && error.fields?.[f]);
          if (scans && field && error instanceof ApiError) setRefusal({ field, message: error.fields![field]! });
          else fail(error, error instanceof ApiError && error.code === 'SCAN_REQUIRED' ? M.scanFirst : M.pickError);
        },
      },
    );
  // 'Recolectar' opens the location and product scans, unless an admin turned scanning off for the list.
  const onPick = (item: PickingItem) => {
    if (!scanRequired) return submitPick(item);
    setRefusal(null);
    setConfirming(item.id);
  };

  const title = pageTitleFor(paths.intelligentPickingList.path, user?.role ?? null);
  if (list.isError) return <ExecutionLoadError title={title} back={back} message={OPERATOR_PICKING_MESSAGES.detailError} />;
  if (!data) return <PageLoader />;
  const scanNotice = scanModeNotice(data, formatDateTimeCL);

  return (
    <>
      <ExecutionTitle title={title} />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', alignItems: 'start' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 600 }} data-testid="list-number">
              Ejecutando Picking - Tarea {data.order_number}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Lista {data.list_number}
              {data.assigned_username ? ` · ${data.assigned_username}` : ''}
            </Typography>
          </Box>
          <Button
            component={RouterLink}
            to={back}
            variant="outlined"
            startIcon={<ArrowBackIcon />}
            disabled={data.status === 'in_progress' && user?.role !== 'operator'}
          >
            Cerrar
          </Button>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 1.5 }}>
          <Chip
            size="small"
            color={LIST_STATUS_COLORS[data.status]}
            label={LIST_STATUS_LABELS[data.status]}
            data-testid="list-status"
          />
          {pieceByPiece && <Chip size="small" color="secondary" label="Picking Atomizado" />}
          {scanNotice && <Chip size="small" color="warning" label={scanNotice} data-testid="scan-mode" />}
          <Chip size="small" variant="outlined" label={`${data.estimated_time} min estimados`} />
        </Box>
        <ProgressLine
          value={progressPercent(done, items.length)}
          height={8}
          borderRadius={1}
          label="Progreso del picking"
          text={`${done}/${items.length} items`}
        />
        {!viewOnly && data.status === 'assigned' && (
          <WideActionButton
            disabled={start.isPending}
            onClick={() =>
              start.mutate(id, {
                onSuccess: () => ok(OPERATOR_PICKING_MESSAGES.started),
                onError: (error) => fail(error, OPERATOR_PICKING_MESSAGES.startError),
              })
            }
          >
            Iniciar
          </WideActionButton>
        )}
        {!viewOnly && ready && (
          <WideActionButton
            color="success"
            disabled={complete.isPending}
            onClick={() =>
              complete.mutate(id, { onSuccess: () => ok(M.completed), onError: (error) => fail(error, M.completeError) })
            }
          >
            Completar Picking
          </WideActionButton>
        )}
      </Paper>
      {!viewOnly && confirmItem && (
        <PickConfirmPanel
          key={confirmItem.id}
          item={confirmItem}
          pieceByPiece={pieceByPiece}
          busy={pick.isPending}
          refusal={refusal}
          onConfirm={(scans) => {
            setRefusal(null);
            submitPick(confirmItem, scans);
          }}
          onRescan={() => setRefusal(null)}
          onCancel={() => {
            setConfirming(null);
            setRefusal(null);
          }}
        />
      )}
      {asking && (
        <LotReasonDialog
          open
          message={asking.message}
          busy={pick.isPending}
          onConfirm={(reason) => submitPick(asking.item, asking.scans, reason)}
          onClose={() => setAsking(null)}
        />
      )}
      {!viewOnly && !confirmItem && current && (
        <PickingScanPanel
          item={current}
          busy={scan.isPending}
          status={scanStatus.status}
          onScan={onScan}
          onCancel={() => {
            setChosen(null);
            scanStatus.clear();
          }}
        />
      )}
      <Stack spacing={1.5} sx={{ mb: 2 }}>
        {items.map((item) => (
          <PickingItemCard
            key={item.id}
            item={item}
            listStatus={data.status}
            pieceByPiece={pieceByPiece}
            active={(confirmItem ?? current)?.id === item.id}
            readOnly={viewOnly}
            busy={pick.isPending}
            onScan={(target) => setChosen(target.id)}
            onPick={onPick}
          />
        ))}
      </Stack>
      <PickingRouteTable
        route={route.data}
        error={route.isError ? errorMessage(route.error, OPERATOR_PICKING_MESSAGES.routeError) : null}
        canOptimize={!viewOnly}
        optimizing={optimize.isPending}
        onOptimize={() =>
          optimize.mutate(id, {
            onSuccess: () =>
              enqueueSnackbar(OPERATOR_PICKING_MESSAGES.optimized, { variant: 'success', autoHideDuration: PICKING_SUCCESS_MS }),
            onError: (error) => fail(error, OPERATOR_PICKING_MESSAGES.optimizeError),
          })
        }
      />
    </>
  );
}
