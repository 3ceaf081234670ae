import {
  INGRESO_MESSAGES,
  INGRESO_SCREEN_MESSAGES as T,
  STORAGE_STRATEGIES,
  STORAGE_STRATEGY_DESCRIPTIONS,
  STORAGE_STRATEGY_LABELS,
  storageListCreateSchema,
  type StorageStrategy,
} from '@bodega/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useCreateStorageList } from '../api/create-storage-list';
import type { IngresoSummary } from '../api/types';

interface StorageListDialogProps {
  ingreso: IngresoSummary;
  onClose: () => void;
  onCreated: (listNumber: string) => void;
}

/** Storage-list configuration: strategy and piece-by-piece or traditional scanning. */
export function StorageListDialog({ ingreso, onClose, onCreated }: StorageListDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateStorageList();
  const [strategy, setStrategy] = useState<StorageStrategy>('abc_optimized');
  const [pieceByPiece, setPieceByPiece] = useState(false);

  const submit = async () => {
    if (ingreso.status !== 'Pendiente') {
      enqueueSnackbar(INGRESO_MESSAGES.onlyPendingStorageList, { variant: 'error' });
      return;
    }
    const payload = storageListCreateSchema.parse({
      transaction_id: ingreso.id,
      storage_strategy: strategy,
      piece_by_piece_enabled: pieceByPiece,
    });
    try {
      const list = await create.mutateAsync(payload);
      enqueueSnackbar(INGRESO_MESSAGES.storageListCreated(list.list_number), { variant: 'success' });
      onCreated(list.list_number);
    } catch (error) {
      enqueueSnackbar(errorMessage(error, T.storageListError), { variant: 'error' });
    }
  };

  return (
    <Dialog open onClose={create.isPending ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="storage-list-title">
      <DialogTitle id="storage-list-title">Configurar Lista de Almacenamiento</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography>
            Ingreso <strong>{ingreso.reference}</strong> · {ingreso.details_count} SKUs · {ingreso.total_units} unidades
          </Typography>
          <TextField
            select
            label="Estrategia de almacenamiento"
            value={strategy}
            onChange={(event) => setStrategy(event.target.value as StorageStrategy)}
            helperText={STORAGE_STRATEGY_DESCRIPTIONS[strategy]}
          >
            {STORAGE_STRATEGIES.map((value) => (
              <MenuItem key={value} value={value}>
                {STORAGE_STRATEGY_LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={<Switch checked={pieceByPiece} onChange={(event) => setPieceByPiece(event.target.checked)} />}
            label="Modo pieza a pieza"
          />
          <Alert severity="info">
            {pieceByPiece
              ? 'El operario escanea cada unidad; el código debe coincidir con el producto y la lista solo se completa cuando todas las unidades están escaneadas.'
              : 'Modo tradicional: el operario escanea la ubicación y confirma una vez por producto.'}
          </Alert>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={create.isPending}>
          Cancelar
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={create.isPending}>
          Crear Lista
        </Button>
      </DialogActions>
    </Dialog>
  );
}
