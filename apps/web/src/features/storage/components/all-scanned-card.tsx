import { STORAGE_EXECUTION_MESSAGES as M } from '@bodega/domain';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** In progress with nothing pending: complete the list (and with it the receipt). */
export function AllScannedCard({ busy, onComplete }: { busy: boolean; onComplete: () => void }) {
  return (
    <Card variant="outlined" sx={{ mb: 2, borderColor: 'success.main', textAlign: 'center' }} data-testid="all-scanned">
      <CardContent>
        <TaskAltIcon color="success" sx={{ fontSize: 48 }} />
        <Typography variant="h6" component="p" sx={{ fontWeight: 600, mb: 2 }}>
          {M.allScanned}
        </Typography>
        <Button
          variant="contained"
          color="success"
          size="large"
          fullWidth
          onClick={onComplete}
          disabled={busy}
          autoFocus
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
          sx={{ minHeight: 56, maxWidth: 420 }}
        >
          {busy ? 'Finalizando...' : 'Completar Almacenamiento'}
        </Button>
      </CardContent>
    </Card>
  );
}
