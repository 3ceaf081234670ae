import { TRANSFER_MESSAGES, TRANSFER_STATUSES } from '@bodega/domain';
import CallReceivedIcon from '@mui/icons-material/CallReceived';
import CancelIcon from '@mui/icons-material/Cancel';
import QrCodeIcon from '@mui/icons-material/QrCode2';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SelectFilter } from '../../../components/filter-bar';
import { RowActions } from '../../../components/row-actions';
import { errorMessage } from '../../../lib/api-client';
import { useCancelTransfer } from '../api/cancel-transfer';
import { useTransfers } from '../api/get-transfers';
import { useReceiveTransfer } from '../api/receive-transfer';
import type { Transfer } from '../api/types';
import { DM_PAGE_SIZE, DM_TOAST_MS, DM_TOASTS, TRANSFER_COLORS, formatDateTime } from '../lib/dm-ui';
import { usePagedFilters } from '../lib/use-paged-filters';
import { DetailDialog } from './detail-dialog';
import { DmTab } from './dm-tab';
import { QrDialog } from './qr-dialog';
import { ReceiveQrDialog } from './receive-qr-dialog';
import { TransferDialog } from './transfer-dialog';

/** 'Gestión de Transferencias'. */
export function TransfersTab({ canWrite }: { canWrite: boolean }) {
  const { enqueueSnackbar } = useSnackbar();
  const { filters, page, setPage, filter } = usePagedFilters({ estado: '', busqueda: '' });
  const transfers = useTransfers({ ...filters, page, per_page: DM_PAGE_SIZE });
  const receive = useReceiveTransfer();
  const cancel = useCancelTransfer();
  const [creating, setCreating] = useState(false);
  const [qr, setQr] = useState<Transfer | null>(null);
  const [scanning, setScanning] = useState(false);
  const [confirming, setConfirming] = useState<Transfer | null>(null);
  const [cancelling, setCancelling] = useState<Transfer | null>(null);
  const [detail, setDetail] = useState<Transfer | null>(null);

  const doReceive = async () => {
    if (!confirming) return;
    try {
      await receive.mutateAsync(confirming.id);
      enqueueSnackbar(DM_TOASTS.transferReceived, { variant: 'success', autoHideDuration: DM_TOAST_MS });
    } catch (error) {
      enqueueSnackbar(errorMessage(error, DM_TOASTS.transferReceiveError), { variant: 'error', autoHideDuration: DM_TOAST_MS });
    }
    setConfirming(null);
  };
  const doCancel = async () => {
    if (!cancelling) return;
    try {
      await cancel.mutateAsync(cancelling.id);
      enqueueSnackbar(DM_TOASTS.transferCancelled, { variant: 'success', autoHideDuration: DM_TOAST_MS });
    } catch (error) {
      enqueueSnackbar(errorMessage(error, 'Error al anular transferencia'), { variant: 'error', autoHideDuration: DM_TOAST_MS });
    }
    setCancelling(null);
  };

  const columns: GridColDef<Transfer>[] = [
    { field: 'id', headerName: 'ID', width: 80 },
    {
      field: 'dispositivo_nombre',
      headerName: 'Dispositivo',
      flex: 1,
      minWidth: 200,
      renderCell: ({ row }) =>
        `${row.dispositivo_nombre}${row.serial_number ? ` · S/N ${row.serial_number}` : row.lot_number ? ` · Lote ${row.lot_number}` : ''}`,
    },
    { field: 'servicio_destino', headerName: 'Servicio Destino', flex: 1, minWidth: 160 },
    {
      field: 'fecha_transferencia',
      headerName: 'Fecha Transferencia',
      width: 170,
      valueFormatter: (value: string) => formatDateTime(value),
    },
    {
      field: 'estado',
      headerName: 'Estado',
      width: 120,
      renderCell: ({ row }) => <Chip size="small" label={row.estado} color={TRANSFER_COLORS[row.estado] ?? 'default'} />,
    },
    {
      field: 'acciones',
      headerName: 'Acciones',
      width: 180,
      sortable: false,
      renderCell: ({ row }) => {
        const pending = row.estado === 'Pendiente';
        return (
          <RowActions
            actions={[
              {
                title: 'Ver QR',
                label: `Ver QR ${row.id}`,
                icon: <QrCodeIcon fontSize="small" />,
                onClick: () => setQr(row),
                hidden: !pending,
              },
              {
                title: 'Recibir',
                label: `Recibir ${row.id}`,
                icon: <CallReceivedIcon fontSize="small" />,
                color: 'success',
                onClick: () => setConfirming(row),
                hidden: !pending || !canWrite,
              },
              {
                title: 'Anular',
                label: `Anular ${row.id}`,
                icon: <CancelIcon fontSize="small" />,
                color: 'error',
                onClick: () => setCancelling(row),
                hidden: !pending || !canWrite,
              },
              {
                title: 'Ver detalle',
                label: `Ver detalle ${row.id}`,
                icon: <VisibilityIcon fontSize="small" />,
                onClick: () => setDetail(row),
              },
            ]}
          />
        );
      },
    },
  ];

  return (
    <DmTab<Transfer>
      title="Gestión de Transferencias"
      actions={
        canWrite && (
          <>
            <Button variant="outlined" startIcon={<QrCodeIcon />} onClick={() => setScanning(true)}>
              Escanear QR para Recepción
            </Button>
            <Button variant="contained" onClick={() => setCreating(true)}>
              Nueva Transferencia
            </Button>
          </>
        )
      }
      filters={
        <>
          <SelectFilter
            label="Estado"
            value={filters.estado}
            options={TRANSFER_STATUSES}
            onChange={filter('estado')}
            sx={{ minWidth: 160 }}
          />
          <TextField
            size="small"
            label="Buscar"
            value={filters.busqueda}
            onChange={(e) => filter('busqueda')(e.target.value)}
            sx={{ flex: 1 }}
          />
        </>
      }
      list={transfers}
      loadError={DM_TOASTS.loadTransfers}
      columns={columns}
      page={page}
      onPageChange={setPage}
      label="Transferencias"
    >
      <TransferDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(transfer) => {
          setCreating(false);
          setQr(transfer);
        }}
      />
      <QrDialog transfer={qr} onClose={() => setQr(null)} />
      <ReceiveQrDialog open={scanning} onClose={() => setScanning(false)} />
      <ConfirmDialog
        open={confirming !== null}
        title="Recibir transferencia"
        confirmLabel="Recibir"
        busy={receive.isPending}
        onConfirm={() => void doReceive()}
        onClose={() => setConfirming(null)}
      >
        {TRANSFER_MESSAGES.receiveConfirm}
      </ConfirmDialog>
      <ConfirmDialog
        open={cancelling !== null}
        title="Anular transferencia"
        confirmLabel="Anular"
        busy={cancel.isPending}
        onConfirm={() => void doCancel()}
        onClose={() => setCancelling(null)}
      >
        ¿Anular la transferencia #{cancelling?.id}? La unidad queda libre en su ubicación.
      </ConfirmDialog>
      <DetailDialog
        title={detail ? `Transferencia #${detail.id}` : null}
        onClose={() => setDetail(null)}
        rows={
          detail
            ? [
                ['Referencia', detail.referencia],
                ['Dispositivo', `${detail.dispositivo_nombre} (${detail.sku})`],
                ['Lote', detail.lot_number],
                ['Serie', detail.serial_number],
                ['Origen', detail.origen.code],
                ['Servicio destino', detail.servicio_destino],
                ['Usuario receptor', detail.usuario_receptor],
                ['Fecha transferencia', formatDateTime(detail.fecha_transferencia)],
                ['Fecha estimada de recepción', detail.fecha_estimada_recepcion],
                ['Estado', detail.estado],
                ['Fecha recepción', formatDateTime(detail.fecha_recepcion)],
                [
                  'Recibida por',
                  detail.recibido_por ? `${detail.recibido_por}${detail.recibida_via === 'qr' ? ' (QR)' : ''}` : null,
                ],
                ['Creada por', detail.creado_por],
                ['Observaciones', detail.observaciones],
              ]
            : []
        }
      />
    </DmTab>
  );
}
