import { COUNT_CAUSE_LABELS, COUNT_TASK_STATE_LABELS, tryParseGs1, type CountTaskOperator } from '@bodega/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import {
  useDeleteCountLine,
  useMyCountTask,
  useMyCountTasks,
  useRecordCountLine,
  useSubmitCount,
} from '../../lib/counts/counts-api';
import { ScanField, type ScanFieldHandle } from '../scan';

const COUNTABLE = new Set(['asignada', 'en_curso']);

/**
 * The operator's 'Conteos' tab: their count tasks, and a blind count of one. The location is
 * scanned first, then each product (EAN or GS1: lot, serial and expiry are read from the label),
 * with the quantity found. The screen never shows, nor receives, what the system expects.
 */
export function OperatorCounts() {
  const tasks = useMyCountTasks();
  const [selected, setSelected] = useState<number | null>(null);
  if (selected !== null) return <BlindCount taskId={selected} onClose={() => setSelected(null)} />;
  const rows = tasks.data?.data ?? [];
  if (tasks.isError) return <Alert severity="error">No se pudieron cargar las tareas de conteo</Alert>;
  if (!tasks.data) return <Typography>Cargando...</Typography>;
  if (rows.length === 0) return <Typography sx={{ p: 2 }}>No tiene tareas de conteo asignadas</Typography>;
  return (
    <Stack spacing={1.5} data-testid="count-task-list">
      {rows.map((task) => (
        <CountTaskCard key={task.id} task={task} onCount={() => setSelected(task.id)} />
      ))}
    </Stack>
  );
}

function CountTaskCard({ task, onCount }: { task: CountTaskOperator; onCount: () => void }) {
  const countable = COUNTABLE.has(task.state);
  return (
    <Card variant="outlined" data-testid={`count-task-${task.number}`}>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {task.number} · {task.location.code}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {task.is_recount ? 'Reconteo' : COUNT_CAUSE_LABELS[task.cause]}
          </Typography>
        </Box>
        <Chip
          size="small"
          label={countable ? COUNT_TASK_STATE_LABELS[task.state] : 'Enviada'}
          color={countable ? 'primary' : 'default'}
        />
        {countable && (
          <Button variant="contained" size="large" onClick={onCount} sx={{ width: { xs: '100%', sm: 'auto' } }}>
            Contar
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function BlindCount({ taskId, onClose }: { taskId: number; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const task = useMyCountTask(taskId);
  const record = useRecordCountLine();
  const remove = useDeleteCountLine();
  const submit = useSubmitCount();
  const [location, setLocation] = useState<string | null>(null);
  const [product, setProduct] = useState('');
  const [lot, setLot] = useState('');
  const [serial, setSerial] = useState('');
  const [expiry, setExpiry] = useState('');
  const [quantity, setQuantity] = useState('');
  const [locationError, setLocationError] = useState<string | null>(null);
  const productField = useRef<ScanFieldHandle | null>(null);
  const quantityField = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    if (location) productField.current?.focus();
  }, [location]);

  const data = task.data;
  if (!data) return <Typography>Cargando...</Typography>;
  const countable = COUNTABLE.has(data.state);

  const scanLocation = (code: string) => {
    if (code.trim().toUpperCase() !== data.location.code.toUpperCase()) {
      setLocationError(`La ubicación escaneada (${code.trim()}) no corresponde a la tarea (${data.location.code})`);
      return;
    }
    setLocationError(null);
    setLocation(code.trim());
  };
  const scanProduct = (code: string) => {
    const gs1 = tryParseGs1(code);
    if (gs1.ok && gs1.value.gtin) {
      setProduct(gs1.value.gtin);
      setLot(gs1.value.lot_number ?? '');
      setSerial(gs1.value.serial_number ?? '');
      setExpiry(gs1.value.expiry_date ?? '');
      if (gs1.value.serial_number) setQuantity('1');
    } else {
      setProduct(code.trim());
    }
    setTimeout(() => quantityField.current?.focus(), 0);
  };
  const save = () => {
    const amount = Number(quantity);
    if (!product || quantity === '' || !Number.isInteger(amount) || amount < 0) {
      enqueueSnackbar('Escanee el producto e ingrese una cantidad entera', { variant: 'error' });
      return;
    }
    record.mutate(
      {
        id: taskId,
        location_code: location!,
        product_code: product,
        lot_number: lot,
        serial_number: serial,
        expiry_date: expiry || null,
        quantity: amount,
      },
      {
        onSuccess: () => {
          enqueueSnackbar('Cantidad registrada', { variant: 'success', autoHideDuration: 1500 });
          setProduct('');
          setLot('');
          setSerial('');
          setExpiry('');
          setQuantity('');
          productField.current?.focus();
        },
        onError: (error) => enqueueSnackbar(errorMessage(error, 'No se pudo registrar'), { variant: 'error' }),
      },
    );
  };
  const send = () => {
    submit.mutate(
      { id: taskId, location_code: location ?? undefined },
      {
        onSuccess: () => {
          enqueueSnackbar('Conteo enviado', { variant: 'success' });
          onClose();
        },
        onError: (error) => enqueueSnackbar(errorMessage(error, 'No se pudo enviar el conteo'), { variant: 'error' }),
      },
    );
  };

  return (
    <Stack spacing={2} data-testid="blind-count">
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography sx={{ fontWeight: 600 }}>
          {data.number} · Ubicación {data.location.code}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Conteo ciego: registre lo que encuentra, sin cantidades esperadas.
        </Typography>
      </Paper>
      {!countable && <Alert severity="info">Este conteo ya fue enviado.</Alert>}
      {countable && !location && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography sx={{ fontWeight: 600, mb: 1 }}>1. Escanee la ubicación</Typography>
          <ScanField
            onScan={scanLocation}
            autoFocus
            label="Código de ubicación"
            emptyMessage="El código de ubicación es requerido"
            status={locationError ? { severity: 'error', message: locationError } : null}
          />
        </Paper>
      )}
      {countable && location && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography sx={{ fontWeight: 600, mb: 1 }}>2. Escanee cada producto y cuente</Typography>
          <Stack spacing={1.5}>
            <ScanField
              ref={productField}
              onScan={scanProduct}
              busy={record.isPending}
              label="Código del producto (EAN o GS1)"
              emptyMessage="El código del producto es requerido"
            />
            {product && (
              <Typography variant="body2" data-testid="count-product-code">
                Producto: {product}
              </Typography>
            )}
            <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 1fr' } }}>
              <TextField label="Lote" value={lot} onChange={(e) => setLot(e.target.value)} size="small" />
              <TextField label="Serie" value={serial} onChange={(e) => setSerial(e.target.value)} size="small" />
              <TextField
                label="Cantidad encontrada"
                value={quantity}
                onChange={(e) => setQuantity(e.target.value.replace(/[^0-9]/g, ''))}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') save();
                }}
                inputRef={quantityField}
                size="small"
                slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': 'Cantidad encontrada' } }}
              />
            </Box>
            <Button variant="contained" size="large" onClick={save} disabled={record.isPending}>
              Registrar cantidad
            </Button>
          </Stack>
        </Paper>
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography sx={{ fontWeight: 600, mb: 1 }}>Contado ({data.lines.length})</Typography>
        {data.lines.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            Aún no registra productos. Si la ubicación está vacía, envíe el conteo sin líneas.
          </Typography>
        )}
        <Stack spacing={1} data-testid="count-lines">
          {data.lines.map((line) => (
            <Box key={line.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
                  {line.product.name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {[line.lot_number && `Lote ${line.lot_number}`, line.serial_number && `Serie ${line.serial_number}`]
                    .filter(Boolean)
                    .join(' · ') || line.product.sku}
                </Typography>
              </Box>
              <Typography sx={{ fontWeight: 700 }}>{line.counted_quantity}</Typography>
              {countable && (
                <IconButton
                  aria-label={`Quitar ${line.product.name}`}
                  onClick={() => remove.mutate({ id: taskId, lineId: line.id })}
                  disabled={remove.isPending}
                >
                  <DeleteIcon />
                </IconButton>
              )}
            </Box>
          ))}
        </Stack>
      </Paper>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {countable && (
          <Button variant="contained" color="success" size="large" onClick={send} disabled={!location || submit.isPending}>
            Enviar conteo
          </Button>
        )}
        <Button size="large" onClick={onClose}>
          Volver
        </Button>
      </Stack>
    </Stack>
  );
}
