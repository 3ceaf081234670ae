import { DISPATCH_MESSAGES, SHIPMENT_STATUSES, SHIPMENT_STATUS_LABELS, type Shipment } from '@bodega/domain';
import AddIcon from '@mui/icons-material/Add';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useEffect, useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SelectFilter } from '../../../components/filter-bar';
import { errorMessage } from '../../../lib/api-client';
import { useListParams } from '../../../lib/use-list-params';
import { useArchiveShipment } from '../api/archive-shipment';
import { downloadManifest } from '../api/download-manifest';
import { useShipments } from '../api/get-shipments';
import { despachosKey } from '../api/keys';
import { useRegenerateManifest } from '../api/regenerate-manifest';
import { shipmentsParams } from '../lib/list-params';
import { TOAST_MS } from '../lib/toasts';
import { CarriersDialog } from './carriers-dialog';
import { NewShipmentDialog } from './new-shipment-dialog';
import { ShipmentStatusDialog } from './shipment-status-dialog';
import { ShipmentsTable, type ShipmentActions } from './shipments-table';

/** Shipments tab: filters, New Shipment, the table and its actions. */
export function ShipmentsTab() {
  const { enqueueSnackbar } = useSnackbar();
  const client = useQueryClient();
  const [state, change] = useListParams(shipmentsParams);
  const shipments = useShipments(state);
  const archive = useArchiveShipment();
  const regenerate = useRegenerateManifest();
  const [creating, setCreating] = useState(false);
  const [managingCarriers, setManagingCarriers] = useState(false);
  const [archiving, setArchiving] = useState<Shipment | null>(null);
  const [changing, setChanging] = useState<Shipment | null>(null);

  // The list is checked again 3 s after it loads (a load completed elsewhere shows up).
  useEffect(() => {
    const timer = window.setTimeout(() => void client.invalidateQueries({ queryKey: [...despachosKey, 'shipments'] }), 3000);
    return () => window.clearTimeout(timer);
  }, [client]);

  const info = (message: string) => enqueueSnackbar(message, { variant: 'info', autoHideDuration: TOAST_MS.info });
  const actions = useMemo<ShipmentActions>(
    () => ({
      onStatus: setChanging,
      onArchive: setArchiving,
      onManifest: (shipment) => {
        if (!shipment.pdf_generated && !shipment.pdf_filename) {
          enqueueSnackbar(DISPATCH_MESSAGES.noManifest, { variant: 'warning', autoHideDuration: TOAST_MS.info });
          return;
        }
        downloadManifest(shipment.id, shipment.shipment_number).then(
          (name) => enqueueSnackbar(`Manifiesto ${name} descargado`, { variant: 'success', autoHideDuration: TOAST_MS.success }),
          () => enqueueSnackbar('No se pudo descargar el manifiesto', { variant: 'error', autoHideDuration: TOAST_MS.error }),
        );
      },
      onRegenerate: (shipment) =>
        regenerate.mutate(shipment.id, {
          onSuccess: (saved) =>
            enqueueSnackbar(`Manifiesto de ${saved.shipment_number} generado`, {
              variant: 'success',
              autoHideDuration: TOAST_MS.success,
            }),
          onError: (error) =>
            enqueueSnackbar(errorMessage(error, 'No se pudo generar el manifiesto'), {
              variant: 'error',
              autoHideDuration: TOAST_MS.error,
            }),
        }),
      // The server answers the tracking from the carrier's stored URL base.
      onTrack: (shipment) => {
        if (shipment.tracking_url) window.open(shipment.tracking_url, '_blank', 'noopener,noreferrer');
        else info(shipment.tracking_message ?? DISPATCH_MESSAGES.noTracking);
      },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the toasts and mutations are stable
    [],
  );
  const confirmArchive = () => {
    if (!archiving) return;
    archive.mutate(archiving.id, {
      onSuccess: (saved) =>
        enqueueSnackbar(`Envío ${saved.shipment_number} archivado`, { variant: 'success', autoHideDuration: TOAST_MS.success }),
      onError: (error) =>
        enqueueSnackbar(errorMessage(error, 'Error al archivar el envío'), {
          variant: 'error',
          autoHideDuration: TOAST_MS.error,
        }),
      onSettled: () => setArchiving(null),
    });
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <SelectFilter
          label="Estado"
          value={state.status}
          options={SHIPMENT_STATUSES}
          optionLabel={(status) => SHIPMENT_STATUS_LABELS[status]}
          onChange={(status) => change({ status })}
          sx={{ minWidth: 170 }}
        />
        <TextField
          size="small"
          label="Seguimiento"
          value={state.tracking}
          onChange={(e) => change({ tracking: e.target.value })}
        />
        <TextField
          size="small"
          label="Transportista"
          value={state.carrier}
          onChange={(e) => change({ carrier: e.target.value })}
        />
        <TextField
          size="small"
          type="date"
          label="Desde"
          value={state.dateFrom}
          onChange={(e) => change({ dateFrom: e.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormControlLabel
          control={<Switch checked={state.archived} onChange={(e) => change({ archived: e.target.checked })} />}
          label="Archivados"
        />
        <Stack direction="row" spacing={1} sx={{ ml: { md: 'auto' }, flexShrink: 0 }}>
          <Button
            variant="outlined"
            startIcon={<LocalShippingIcon />}
            onClick={() => setManagingCarriers(true)}
            sx={{ whiteSpace: 'nowrap' }}
          >
            Transportistas
          </Button>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)} sx={{ whiteSpace: 'nowrap' }}>
            Nuevo Envío
          </Button>
        </Stack>
      </Stack>
      {shipments.isError && <Alert severity="error">Error al cargar los envíos</Alert>}
      <ShipmentsTable
        rows={shipments.data?.data ?? []}
        total={shipments.data?.pagination.total ?? 0}
        loading={shipments.isFetching}
        page={state.page}
        onPage={(page) => change({ page })}
        actions={actions}
      />
      <NewShipmentDialog open={creating} onClose={() => setCreating(false)} />
      <CarriersDialog open={managingCarriers} onClose={() => setManagingCarriers(false)} />
      <ShipmentStatusDialog shipment={changing} onClose={() => setChanging(null)} />
      <ConfirmDialog
        open={archiving !== null}
        title="Archivar envío"
        confirmLabel="Archivar"
        onConfirm={confirmArchive}
        onClose={() => setArchiving(null)}
        busy={archive.isPending}
      >
        {DISPATCH_MESSAGES.archiveConfirm}
      </ConfirmDialog>
    </Stack>
  );
}
