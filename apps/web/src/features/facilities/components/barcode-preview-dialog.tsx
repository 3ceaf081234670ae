import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { Location } from '../api/types';
import { BarcodeImage } from './barcode-image';

interface BarcodePreviewDialogProps {
  open: boolean;
  location: Location | null;
  onClose: () => void;
  onPrint: (location: Location) => void;
}

/** Preview of one location's CODE128 label, with a shortcut to print it. */
export function BarcodePreviewDialog({ open, location, onClose, onPrint }: BarcodePreviewDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="barcode-preview-title">
      <DialogTitle id="barcode-preview-title">Código de Barras</DialogTitle>
      <DialogContent>
        {location && (
          <Box sx={{ textAlign: 'center', border: 1, borderColor: 'divider', borderRadius: 1, p: 2, bgcolor: '#fff' }}>
            <BarcodeImage text={location.barcode} alt={`Código de barras ${location.barcode}`} />
            <Typography variant="h6" component="p" sx={{ mt: 1, fontFamily: 'monospace' }}>
              {location.code}
            </Typography>
            {location.barcode !== location.code && (
              <Typography variant="body2" color="text.secondary">
                Código de barras: {location.barcode}
              </Typography>
            )}
            {location.description && <Typography variant="body2">{location.description}</Typography>}
            <Typography variant="caption" color="text.secondary">
              {location.warehouse_code} · {location.zone_code} · CODE128
            </Typography>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
        <Button variant="contained" disabled={!location} onClick={() => location && onPrint(location)}>
          Imprimir
        </Button>
      </DialogActions>
    </Dialog>
  );
}
