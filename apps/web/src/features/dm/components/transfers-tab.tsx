import { TRANSFER_MESSAGES, TRANSFER_STATUSES } from '@bodega/domain';
import CallReceivedIcon from '@mui/icons-material/CallReceived';
import CancelIcon from '@mui/icons-material/Cancel';
import QrCodeIcon from '@mui/icons-material/QrCode2';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table';
import { errorMessage } from '../../../lib/api-client';
import { useCancelTransfer } from '../api/cancel-transfer';
import { useTransfers } from '../api/get-transfers';
import { useReceiveTransfer } from '../api/receive-transfer';
import type { Transfer } from '../api/types';
import { DM_TOAST_MS, DM_TOASTS, TRANSFER_COLORS, formatDateTime } from '../lib/dm-ui';
import { DetailDialog } from './detail-dialog';
import { QrDialog } from './qr-dialog';
import { ReceiveQrDialog } from './receive-qr-dialog';
import { TransferDialog } from './transfer-dialog';

const PAGE_SIZE = 10;

/** 'Gestión de Transferencias'. */
export function TransfersTab({ canWrite }: { canWrite: boolean }) {
  const { enqueueSnackbar } = useSnackbar();
  const [estado, setEstado] = useState('');
  const [busqueda, setBusqueda] = useState('');
  const [page, setPage] = useState(1);
  const transfers = useTransfers({ estado, busqueda, page, per_page: PAGE_SIZE });
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
      renderCell: ({ row }) => (
        <>
          {row.estado === 'Pendiente' && (
            <Tooltip title="Ver QR">
              <IconButton size="small" aria-label={`Ver QR ${row.id}`} onClick={() => setQr(row)}>
                <QrCodeIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          {row.estado === 'Pendiente' && canWrite && (
            <Tooltip title="Recibir">
              <IconButton size="small" color="success" aria-label={`Recibir ${row.id}`} onClick={() => setConfirming(row)}>
                <CallReceivedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          {row.estado === 'Pendiente' && canWrite && (
            <Tooltip title="Anular">
              <IconButton size="small" color="error" aria-label={`Anular ${row.id}`} onClick={() => setCancelling(row)}>
                <CancelIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          <Tooltip title="Ver detalle">
            <IconButton size="small" aria-label={`Ver detalle ${row.id}`} onClick={() => setDetail(row)}>
              <VisibilityIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </>
      ),
    },
  ];

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="h6" sx={{ flex: 1 }}>
          Gestión de Transferencias
        </Typography>
        {canWrite && (
          <Button variant="outlined" startIcon={<QrCodeIcon />} onClick={() => setScanning(true)}>
            Escanear QR para Recepción
          </Button>
        )}
        {canWrite && (
          <Button variant="contained" onClick={() => setCreating(true)}>
            Nueva Transferencia
          </Button>
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          select
          size="small"
          label="Estado"
          value={estado}
          onChange={(e) => (setEstado(e.target.value), setPage(1))}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">Todos</MenuItem>
          {TRANSFER_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {status}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="Buscar"
          value={busqueda}
          onChange={(e) => (setBusqueda(e.target.value), setPage(1))}
          sx={{ flex: 1 }}
        />
      </Stack>
      {transfers.isError && <Alert severity="error">{DM_TOASTS.loadTransfers}</Alert>}
      <DataTable<Transfer>
        rows={transfers.data?.data ?? []}
        columns={columns}
        loading={transfers.isFetching}
        paginationMode="server"
        rowCount={transfers.data?.pagination.total ?? 0}
        paginationModel={{ page: page - 1, pageSize: PAGE_SIZE }}
        onPaginationModelChange={(model) => setPage(model.page + 1)}
        pageSizeOptions={[PAGE_SIZE]}
        disableColumnSorting
        aria-label="Transferencias"
      />
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
    </Stack>
  );
}
