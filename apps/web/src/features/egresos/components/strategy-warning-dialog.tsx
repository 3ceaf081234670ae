import { ISSUE_STRATEGY_LABELS, formatDateCL, formatNumberCL, type IssueStrategy } from '@bodega/domain';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { EgresoLine } from '../lib/lines';
import { suggestedLot } from '../lib/lines';

interface StrategyWarningDialogProps {
  line: EgresoLine | null;
  strategy: IssueStrategy;
  busy: boolean;
  onUseSuggestion: () => void;
  onIgnore: () => void;
  onClose: () => void;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{value || '—'}</Typography>
    </Box>
  );
}

/**
 * The strategy-warning dialog: the scanned lot does not follow the strategy;
 * the user takes the suggested lot (from real inventory) or ignores the strategy.
 */
export function StrategyWarningDialog({ line, strategy, busy, onUseSuggestion, onIgnore, onClose }: StrategyWarningDialogProps) {
  const suggestion = line?.suggested_product ?? null;
  const target = suggestion ? suggestedLot(suggestion) : null;
  return (
    <Dialog
      open={line !== null}
      onClose={busy ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="strategy-warning-title"
    >
      <DialogTitle id="strategy-warning-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <WarningAmberIcon color="warning" aria-hidden /> Advertencia de Estrategia {ISSUE_STRATEGY_LABELS[strategy]}
      </DialogTitle>
      <DialogContent>
        {line && (
          <>
            <Alert severity="warning" sx={{ mb: 2 }}>
              {line.strategy_warning}
            </Alert>
            <Typography sx={{ fontWeight: 600 }}>{line.product_name}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {line.product_sku}
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2 }}>
              <Box>
                <Typography variant="overline">Escaneado</Typography>
                <Fact label="Lote" value={line.lot_number ?? ''} />
                <Fact label="Vencimiento" value={formatDateCL(line.expiry_date)} />
              </Box>
              {suggestion && target && (
                <Box>
                  <Typography variant="overline" color="success.main">
                    Sugerido
                  </Typography>
                  <Fact label="Lote" value={target.lot_number ?? ''} />
                  <Fact label="Vencimiento" value={formatDateCL(target.expiry_date)} />
                  <Fact label="Disponible" value={formatNumberCL(suggestion.available_quantity)} />
                </Box>
              )}
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button color="warning" onClick={onIgnore} disabled={busy}>
          Ignorar estrategia
        </Button>
        <Button variant="contained" onClick={onUseSuggestion} disabled={busy || !suggestion}>
          Usar sugerencia
        </Button>
      </DialogActions>
    </Dialog>
  );
}
