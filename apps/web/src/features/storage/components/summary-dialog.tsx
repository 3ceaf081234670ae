import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MOBILE_QUERY } from '../../../config/layout';
import type { StorageSummary } from '../api/types';
import { StorageSummaryDetails } from './storage-summary';

/** 'Ver Resumen': the server's summary of the completed list. */
export function SummaryDialog({
  open,
  listNumber,
  summary,
  error,
  onClose,
}: {
  open: boolean;
  listNumber: string;
  summary: StorageSummary | undefined;
  error: boolean;
  onClose: () => void;
}) {
  const narrow = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={narrow} aria-labelledby="summary-title">
      <DialogTitle id="summary-title">Resumen de Almacenamiento {listNumber}</DialogTitle>
      <DialogContent>
        <StorageSummaryDetails summary={summary} error={error} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} size="large">
          Cerrar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
