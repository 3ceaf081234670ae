import { recallSchema } from '@bodega/domain';
import Alert from '@mui/material/Alert';
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
import { useState } from 'react';
import { ProductSearch } from '../../../components/pickers/product-search';
import type { ProductOption } from '../../../components/pickers/api/search-products';
import { useCreateRecall } from '../api/create-recall';
import { useRecalls } from '../api/get-recalls';
import { DM_TOASTS, formatDateTime } from '../lib/dm-ui';
import { useDmForm } from '../lib/use-dm-form';
import { RecallDetailDialog } from './recall-detail-dialog';

const list = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((value) => value.trim())
    .filter(Boolean);

function NewRecallDialog({ open, onClose, onOpened }: { open: boolean; onClose: () => void; onOpened: (id: number) => void }) {
  const create = useCreateRecall();
  // The recalled product, found by name, SKU or GTIN (its barcode) as the alert names it.
  const [product, setProduct] = useState<ProductOption | null>(null);
  const { values, setValues, errors, field, save } = useDmForm({
    empty: () => ({ lotes: '', series: '', todos: false as boolean, motivo: '', referencia: '' }),
    schema: recallSchema,
    toInput: (values) => ({
      product_id: product?.id ?? null,
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
        <Stack sx={{ mt: 1, mb: 0.5 }}>
          <ProductSearch
            required
            label="Producto"
            placeholder="Nombre, SKU o GTIN"
            value={product}
            onChange={setProduct}
            error={errors.product_id ?? errors.gtin}
          />
        </Stack>
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
