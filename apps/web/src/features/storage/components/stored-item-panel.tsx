import { STORAGE_EXECUTION_MESSAGES as M } from '@bodega/domain';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { StorageItem } from '../api/types';
import { locationLabel } from '../lib/execution';

/** Location and product both scanned: the item is stored; go on to the next one or finish. */
export function StoredItemPanel({ item, last, onNext }: { item: StorageItem; last: boolean; onNext: () => void }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2, borderColor: 'success.main' }} data-testid="stored-item">
      <Alert severity="success" sx={{ mb: 2 }}>
        {M.productStored}: {item.quantity_to_store} × {item.product.name} en {locationLabel(item.actual_location)}
      </Alert>
      <Button
        fullWidth
        size="large"
        variant="contained"
        color={last ? 'success' : 'primary'}
        endIcon={last ? <DoneAllIcon /> : <ArrowForwardIcon />}
        onClick={onNext}
        // The scanner's Enter presses it, so the operator never leaves the handheld's keys.
        autoFocus
        sx={{ minHeight: 56 }}
      >
        {last ? 'Finalizar Almacenamiento' : 'Siguiente Producto'}
      </Button>
    </Paper>
  );
}
