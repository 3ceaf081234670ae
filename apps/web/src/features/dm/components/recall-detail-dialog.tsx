import {
  ORDER_STATUS_LABELS,
  RECALL_UNIT_LABELS,
  RECALL_UNIT_NEXT,
  formatRunWithDots,
  type OrderStatus,
  type RecallUnitAction,
  type RecallUnitState,
} from '@bodega/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { ExpiryChip } from '../../../components/expiry-chip';
import { LocationIdAutocomplete } from '../../../components/pickers/location-autocomplete';
import { errorMessage } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { useCloseRecall } from '../api/close-recall';
import { useRecall } from '../api/get-recall';
import { useResolveRecallUnit } from '../api/resolve-recall-unit';
import { useRetrieveRecallOrder } from '../api/retrieve-recall-order';
import { DM_TOAST_MS, formatDateTime } from '../lib/dm-ui';
import { Section } from './recall-section';

const orderStatusLabel = (status: string) => ORDER_STATUS_LABELS[status as OrderStatus] ?? status;

/** A recall's whole picture, its units' actions, the orders in preparation it stops, and its closing. */
export function RecallDetailDialog({ id, canWrite, onClose }: { id: number | null; canWrite: boolean; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const recall = useRecall(id);
  const resolve = useResolveRecallUnit();
  const close = useCloseRecall();
  const [report, setReport] = useState('');
  const [quarantineAt, setQuarantineAt] = useState<number | null>(null);
  const data = recall.data;
  const retrieve = useRetrieveRecallOrder();
  const bringBack = async (orderId: number) => {
    if (!data) return;
    if (quarantineAt === null) {
      enqueueSnackbar('Indique la ubicación de bodega donde quedan retenidas las unidades', {
        variant: 'warning',
        autoHideDuration: DM_TOAST_MS,
      });
      return;
    }
    try {
      await retrieve.mutateAsync({ id: data.id, orderId, ubicacion_id: quarantineAt });
      enqueueSnackbar('Unidades recuperadas a bodega, retenidas por el retiro', {
        variant: 'success',
        autoHideDuration: DM_TOAST_MS,
      });
    } catch (error) {
      enqueueSnackbar(errorMessage(error, 'Error al recuperar las unidades'), {
        variant: 'error',
        autoHideDuration: DM_TOAST_MS,
      });
    }
  };
  const act = async (unitId: number, accion: RecallUnitAction) => {
    if (!data) return;
    try {
      await resolve.mutateAsync({ id: data.id, unitId, accion, ubicacion_id: accion === 'recuperado' ? quarantineAt : null });
    } catch (error) {
      enqueueSnackbar(errorMessage(error, 'Error al actualizar la unidad'), { variant: 'error', autoHideDuration: DM_TOAST_MS });
    }
  };
  const doClose = async () => {
    if (!data) return;
    try {
      await close.mutateAsync({ id: data.id, informe_cierre: report });
      enqueueSnackbar('Retiro cerrado', { variant: 'success', autoHideDuration: DM_TOAST_MS });
    } catch (error) {
      enqueueSnackbar(errorMessage(error, 'Error al cerrar el retiro'), { variant: 'error', autoHideDuration: DM_TOAST_MS });
    }
  };
  const unit = (lot: string | null, serial: string | null) =>
    [lot && `Lote ${lot}`, serial && `S/N ${serial}`].filter(Boolean).join(' · ');
  return (
    <Dialog open={id !== null} onClose={onClose} maxWidth="lg" fullWidth>
      <DialogTitle>
        {data ? `${data.numero} — ${data.product_name}` : 'Retiro'}{' '}
        {data && <Chip size="small" label={data.estado} color={data.estado === 'Abierto' ? 'warning' : 'default'} />}
      </DialogTitle>
      <DialogContent>
        {recall.isError && <Alert severity="error">Error al cargar el retiro</Alert>}
        {data && (
          <>
            <Typography variant="body2">
              Motivo: {data.motivo} · Referencia: {data.referencia} · Alcance:{' '}
              {data.todos
                ? 'todas las unidades'
                : [
                    data.lotes.length ? `lotes ${data.lotes.join(', ')}` : '',
                    data.series.length ? `series ${data.series.join(', ')}` : '',
                  ]
                    .filter(Boolean)
                    .join('; ')}
            </Typography>
            <Typography variant="body2">
              En stock {data.totales.en_stock} · En servicios {data.totales.en_servicios} · Egresados {data.totales.egresados} ·
              Despachados {data.totales.despachados} · En preparación de despacho {data.totales.en_preparacion} · Implantados{' '}
              {data.totales.implantados}
            </Typography>
            {canWrite &&
              data.estado === 'Abierto' &&
              (data.unidades.some((u) => u.estado === 'retenido') || data.en_preparacion.length > 0) && (
                <Box sx={{ mt: 2, width: 520, maxWidth: '100%' }}>
                  <LocationIdAutocomplete
                    value={quarantineAt}
                    onChange={setQuarantineAt}
                    label="Ubicación de cuarentena para unidades recuperadas"
                  />
                </Box>
              )}
            <Section
              title="Unidades retenidas"
              headers={['Ubicación', 'Unidad', 'Cantidad', 'Estado', 'Acciones']}
              rows={data.unidades.map((u) => {
                const next = canWrite && data.estado === 'Abierto' ? (RECALL_UNIT_NEXT[u.estado as RecallUnitState] ?? []) : [];
                return [
                  u.servicio_clinico ? `${u.ubicacion} (${u.servicio_clinico})` : u.ubicacion,
                  unit(u.lot_number, u.serial_number),
                  u.cantidad,
                  RECALL_UNIT_LABELS[u.estado as RecallUnitState] ?? u.estado,
                  next.length ? (
                    <Stack direction="row" spacing={0.5}>
                      {next.includes('recuperado') && (
                        <Button size="small" onClick={() => void act(u.id, 'recuperado')}>
                          Recuperado
                        </Button>
                      )}
                      {next.includes('devuelto_proveedor') && (
                        <Button size="small" onClick={() => void act(u.id, 'devuelto_proveedor')}>
                          Devuelto
                        </Button>
                      )}
                      {next.includes('destruido') && (
                        <Button size="small" color="error" onClick={() => void act(u.id, 'destruido')}>
                          Destruido
                        </Button>
                      )}
                      {next.includes('liberado') && (
                        <Button size="small" color="success" onClick={() => void act(u.id, 'liberado')}>
                          Liberar
                        </Button>
                      )}
                    </Stack>
                  ) : null,
                ];
              })}
            />
            <Section
              title="En preparación de despacho"
              headers={['Orden', 'Cliente', 'Estado', 'Unidad', 'Cantidad', 'Acciones']}
              rows={data.en_preparacion.map((o) => [
                o.numero,
                o.cliente,
                orderStatusLabel(o.estado),
                unit(o.lot_number, o.serial_number),
                o.cantidad,
                canWrite && data.estado === 'Abierto' ? (
                  <Button size="small" disabled={retrieve.isPending} onClick={() => void bringBack(o.order_id)}>
                    Recuperar a bodega
                  </Button>
                ) : null,
              ])}
            />
            <Section
              title="En stock"
              headers={['Ubicación', 'Unidad', 'Vencimiento', 'Cantidad', 'Retenido']}
              rows={data.en_stock.map((s) => [
                s.servicio_clinico ? `${s.ubicacion} (${s.servicio_clinico})` : s.ubicacion,
                unit(s.lot_number, s.serial_number),
                <ExpiryChip key="expiry" expiry={s.expiry_date} />,
                s.cantidad,
                s.retenido,
              ])}
            />
            <Section
              title="Por ubicación"
              headers={['Ubicación', 'Descripción', 'Cantidad', 'Retenido']}
              rows={data.por_ubicacion.map((l) => [l.ubicacion, l.descripcion, l.cantidad, l.retenido])}
            />
            <Section
              title="Por servicio clínico"
              headers={['Servicio', 'Ubicación', 'Cantidad', 'Retenido']}
              rows={data.por_servicio.map((l) => [l.servicio_clinico, l.ubicacion, l.cantidad, l.retenido])}
            />
            <Section
              title="Egresos"
              headers={['N° Orden', 'Área/Servicio', 'Fecha', 'Unidad', 'Cantidad']}
              rows={data.egresos.map((e) => [
                e.numero,
                e.area_servicio,
                formatDateTime(e.fecha),
                unit(e.lot_number, e.serial_number),
                e.cantidad,
              ])}
            />
            <Section
              title="Despachos"
              headers={['Referencia', 'Orden', 'Cliente / destino', 'Fecha', 'Unidad', 'Cantidad']}
              rows={data.despachos.map((d) => [
                d.referencia,
                d.orden,
                d.cliente ?? d.destino,
                formatDateTime(d.fecha),
                unit(d.lot_number, d.serial_number),
                d.cantidad,
              ])}
            />
            <Section
              title="Implantes"
              headers={['RUN', 'Paciente', 'Fecha', 'Servicio', 'Profesional', 'Unidad', 'Estado']}
              rows={data.implantes.map((i) => [
                formatRunWithDots(i.run_paciente),
                i.nombre_paciente,
                formatDateTime(i.fecha_implantacion),
                i.servicio_clinico,
                i.nombre_profesional_implante,
                unit(i.lot_number, i.serial_number),
                i.estado,
              ])}
            />
            {data.estado === 'Abierto' && canWrite && (
              <TextField
                fullWidth
                multiline
                minRows={2}
                margin="dense"
                label="Informe de cierre"
                value={report}
                onChange={(e) => setReport(e.target.value)}
              />
            )}
            {data.informe_cierre && <Alert severity="info">Informe de cierre: {data.informe_cierre}</Alert>}
          </>
        )}
      </DialogContent>
      <DialogActions>
        {data && (
          <Button onClick={() => void downloadFile(`/dm/retiros/${data.id}/informe?formato=pdf`, `retiro_${data.numero}.pdf`)}>
            Exportar PDF
          </Button>
        )}
        {data && (
          <Button onClick={() => void downloadFile(`/dm/retiros/${data.id}/informe?formato=xlsx`, `retiro_${data.numero}.xlsx`)}>
            Exportar Excel
          </Button>
        )}
        {data?.estado === 'Abierto' && canWrite && (
          <Button color="warning" disabled={!report.trim() || close.isPending} onClick={() => void doClose()}>
            Cerrar retiro
          </Button>
        )}
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
