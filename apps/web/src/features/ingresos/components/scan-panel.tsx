import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ScanField, type ScanStatus } from '../../../components/scan';

/** The last 5 scanned products are listed, plus a '+N más' count. */
export const RECENT_SCANS_SHOWN = 5;

interface ScanPanelProps {
  multi: boolean;
  onMultiChange: (multi: boolean) => void;
  /** Product names of this session's scans, oldest first. */
  scans: string[];
  onUndo: () => void;
  onScan: (code: string) => void;
  separator: string;
  busy: boolean;
  status: ScanStatus | null;
  onInput: () => void;
}

export function ScanPanel({ multi, onMultiChange, scans, onUndo, onScan, separator, busy, status, onInput }: ScanPanelProps) {
  const recent = scans.slice(-RECENT_SCANS_SHOWN).reverse();
  const more = scans.length - recent.length;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography variant="subtitle2">Escanear productos</Typography>
        <FormControlLabel
          control={<Switch checked={multi} onChange={(event) => onMultiChange(event.target.checked)} />}
          label="Modo multi-escaneo"
        />
      </Box>
      <ScanField onScan={onScan} separator={separator} busy={busy} status={status} onInput={onInput} continuousCamera={multi} />
      {multi && (
        <Box sx={{ mt: 1.5 }} data-testid="multi-scan">
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {scans.length === 0
                ? 'Escanee los productos uno tras otro; se acumulan en el ingreso.'
                : `${scans.length} ${scans.length === 1 ? 'escaneo' : 'escaneos'}`}
            </Typography>
            <Button size="small" startIcon={<UndoIcon />} onClick={onUndo} disabled={scans.length === 0}>
              Deshacer
            </Button>
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {recent.map((name, index) => (
              <Chip key={`${scans.length - index}`} size="small" label={name} color={index === 0 ? 'primary' : 'default'} />
            ))}
            {more > 0 && <Chip size="small" variant="outlined" label={`+${more} más`} />}
          </Box>
        </Box>
      )}
    </Paper>
  );
}
