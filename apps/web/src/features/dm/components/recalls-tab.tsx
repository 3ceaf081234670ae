import {
  RECALL_UNIT_LABELS,
  RECALL_UNIT_NEXT,
  formatRunWithDots,
  recallSchema,
  type RecallUnitAction,
  type RecallUnitState,
} from '@bodega/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState, type ReactNode } from 'react';
import { LocationIdAutocomplete } from '../../../components/pickers/location-autocomplete';
import { errorMessage } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { useCloseRecall } from '../api/close-recall';
import { useCreateRecall } from '../api/create-recall';
import { useRecall } from '../api/get-recall';
import { useRecalls } from '../api/get-recalls';
import { useResolveRecallUnit } from '../api/resolve-recall-unit';
import { DM_TOAST_MS, DM_TOASTS, formatDateTime } from '../lib/dm-ui';
import { useDmForm } from '../lib/use-dm-form';

const list = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((value) => value.trim())
    .filter(Boolean);

function Section({ title, headers, rows }: { title: string; headers: string[]; rows: ReactNode[][] }) {
  return (
    <>
      <Typography variant="subtitle1" sx={{ mt: 2, fontWeight: 600 }}>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Sin registros.
        </Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              {headers.map((header) => (
                <TableCell key={header}>{header}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((cells, i) => (
              <TableRow key={i}>
                {cells.map((cell, j) => (
                  <TableCell key={j}>{cell}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}

function RecallDetailDialog({ id, canWrite, onClose }: { id: number | null; canWrite: boolean; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const recall = useRecall(id);
  const resolve = useResolveRecallUnit();
  const close = useCloseRecall();
  const [report, setReport] = useState('');
  const [quarantineAt, setQuarantineAt] = useState<number | null>(null);
  const data = recall.data;
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
              Despachados {data.totales.despachados} · Implantados {data.totales.implantados}
            </Typography>
            {canWrite && data.estado === 'Abierto' && data.unidades.some((u) => u.estado === 'retenido') && (
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
              headers={['Referencia', 'Destino', 'Fecha', 'Cantidad']}
              rows={data.despachos.map((d) => [d.referencia, d.destino, formatDateTime(d.fecha), d.cantidad])}
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

function NewRecallDialog({ open, onClose, onOpened }: { open: boolean; onClose: () => void; onOpened: (id: number) => void }) {
  const create = useCreateRecall();
  const { values, setValues, field, save } = useDmForm({
    empty: () => ({ gtin: '', lotes: '', series: '', todos: false as boolean, motivo: '', referencia: '' }),
    schema: recallSchema,
    toInput: (values) => ({
      gtin: values.gtin.trim() || null,
      lotes: list(values.lotes),
      series: list(values.series),
      todos: values.todos,
      motivo: values.motivo,
      referencia: values.referencia,
    }),
    submit: (data) => create.mutateAsync(data),
    success: DM_TOASTS.recallOpened,
    failure: DM_TOASTS.recallError,
    onSaved: (recall) => onOpened(recall.id),
    keepValues: true,
  });
  return (
    <Dialog open={open} maxWidth="sm" fullWidth>
      <DialogTitle>Nueva Alerta / Retiro</DialogTitle>
      <DialogContent>
        <TextField required label="GTIN del producto" {...field('gtin', 'gtin', 'product_id')} />
        <TextField label="Lotes (separados por coma)" {...field('lotes')} />
        <TextField label="Series (separadas por coma)" {...field('series')} />
        <FormControlLabel
          control={<Checkbox checked={values.todos} onChange={(e) => setValues({ ...values, todos: e.target.checked })} />}
          label="Todas las unidades del producto"
        />
        <TextField required label="Motivo" multiline minRows={2} {...field('motivo')} />
        <TextField required label="Referencia (alerta ISP / FSCA)" {...field('referencia')} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" color="error" disabled={create.isPending} onClick={() => void save()}>
          Abrir retiro y retener unidades
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** 'Alertas y Retiros': recalls and their whole picture. */
export function RecallsTab({ canWrite }: { canWrite: boolean }) {
  const recalls = useRecalls();
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="h6" sx={{ flex: 1 }}>
          Alertas y Retiros
        </Typography>
        {canWrite && (
          <Button variant="contained" color="error" onClick={() => setCreating(true)}>
            Nueva Alerta / Retiro
          </Button>
        )}
      </Stack>
      {recalls.isError && <Alert severity="error">Error al cargar retiros</Alert>}
      {recalls.data?.length === 0 && <Typography color="text.secondary">No hay alertas ni retiros registrados.</Typography>}
      <Table size="small" aria-label="Retiros">
        <TableHead>
          <TableRow>
            <TableCell>N°</TableCell>
            <TableCell>Producto</TableCell>
            <TableCell>Alcance</TableCell>
            <TableCell>Referencia</TableCell>
            <TableCell>Abierto</TableCell>
            <TableCell>Estado</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {(recalls.data ?? []).map((r) => (
            <TableRow key={r.id}>
              <TableCell>{r.numero}</TableCell>
              <TableCell>{r.product_name}</TableCell>
              <TableCell>{r.todos ? 'Todas' : [...r.lotes, ...r.series].join(', ')}</TableCell>
              <TableCell>{r.referencia}</TableCell>
              <TableCell>{formatDateTime(r.created_at)}</TableCell>
              <TableCell>
                <Chip size="small" label={r.estado} color={r.estado === 'Abierto' ? 'warning' : 'default'} />
              </TableCell>
              <TableCell>
                <Button size="small" onClick={() => setOpen(r.id)}>
                  Ver detalle
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <NewRecallDialog
        open={creating}
        onClose={() => setCreating(false)}
        onOpened={(id) => {
          setCreating(false);
          setOpen(id);
        }}
      />
      <RecallDetailDialog id={open} canWrite={canWrite} onClose={() => setOpen(null)} />
    </Stack>
  );
}
