import { zoneCapacityStatus } from '@bodega/domain';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Zone } from '../api/types';

/**
 * Zone capacity bar: green below 90 %, warning from 90 %, error when over, with the
 * spec's capacity message as tooltip. Usage is the units in stock in the zone's locations.
 */
export function ZoneUsageBar({ zone }: { zone: Zone }) {
  const status = zoneCapacityStatus(zone);
  const bar = (
    <Box sx={{ width: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <LinearProgress
          variant="determinate"
          value={Math.min(100, status.percentage)}
          color={status.color}
          sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
          aria-label={`Uso de la zona ${Math.round(status.percentage)}%`}
        />
        <Typography variant="body2" sx={{ minWidth: 40, textAlign: 'right', fontWeight: 600 }}>
          {Math.round(status.percentage)}%
        </Typography>
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ lineHeight: 1.2 }}>
        {status.usage} / {status.capacity} u.
      </Typography>
    </Box>
  );
  return status.message ? <Tooltip title={status.message}>{bar}</Tooltip> : bar;
}
