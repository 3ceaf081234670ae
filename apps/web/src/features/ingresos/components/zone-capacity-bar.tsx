import { CAPACITY_MESSAGES, formatNumberCL, zoneCapacityStatus } from '@bodega/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { CapacityCheck } from '../api/types';

/**
 * Capacity of the chosen zone: green below 90 %, warning from 90 %, red when over,
 * with the spec's message; and whether this receipt still fits.
 */
export function ZoneCapacityBar({ check }: { check: CapacityCheck }) {
  const percent = Math.round(check.usage_percentage);
  const {
    color,
    message: zoneMessage,
    over,
  } = zoneCapacityStatus({ capacity: check.capacity, current_usage: check.current_usage });
  return (
    <Box data-testid="zone-capacity">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2, mb: 0.5 }}>
        <Typography variant="body2">Capacidad de la zona</Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {formatNumberCL(check.current_usage)} / {formatNumberCL(check.capacity)} u. ({percent}%)
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, check.usage_percentage)}
        color={color}
        sx={{ height: 8, borderRadius: 4 }}
        aria-label={`Uso de la zona ${percent}%`}
      />
      <Typography variant="caption" color="text.secondary">
        Este ingreso: {formatNumberCL(check.quantity)} u. · Disponible: {formatNumberCL(check.available)} u.
      </Typography>
      {zoneMessage && (
        <Alert severity={over ? 'error' : 'warning'} sx={{ mt: 1 }}>
          {zoneMessage}
        </Alert>
      )}
      {!check.can_accommodate && !over && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {CAPACITY_MESSAGES.insufficient}
        </Alert>
      )}
    </Box>
  );
}
