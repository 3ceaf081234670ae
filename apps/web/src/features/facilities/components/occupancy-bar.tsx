import { formatNumberCL, occupancyColor, occupancyPercentage, type OccupancyThresholds } from '@bodega/domain';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { Location } from '../api/types';

const CM3_PER_M3 = 1_000_000;

function formatM3(cm3: number): string {
  return formatNumberCL(cm3 / CM3_PER_M3, 3);
}

/**
 * Occupancy of a location: volume for volumetric locations, else units, coloured
 * green / yellow / red by the thresholds of the location settings.
 */
export function OccupancyBar({
  location,
  thresholds,
  compact = false,
}: {
  location: Location;
  thresholds: OccupancyThresholds;
  compact?: boolean;
}) {
  const percent = occupancyPercentage(location);
  const color = occupancyColor(percent, thresholds);
  const detail =
    location.is_volumetric && location.volumetric_capacity
      ? `${formatM3(location.current_volume_usage)} / ${formatM3(location.volumetric_capacity)} m³`
      : `${location.current_usage} / ${location.capacity} u.`;
  if (compact) {
    // Phones: the percentage over a full-width bar; the units detail is left out.
    return (
      <Box sx={{ width: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%', gap: 0.5 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1 }}>
          {Math.round(percent)}%
        </Typography>
        <LinearProgress
          variant="determinate"
          value={percent}
          color={color === 'default' ? 'inherit' : color}
          sx={{ height: 6, borderRadius: 3 }}
          aria-label={`Ocupación ${Math.round(percent)}%`}
        />
      </Box>
    );
  }
  return (
    <Box sx={{ width: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <LinearProgress
          variant="determinate"
          value={percent}
          color={color === 'default' ? 'inherit' : color}
          sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
          aria-label={`Ocupación ${Math.round(percent)}%`}
        />
        <Typography variant="body2" sx={{ minWidth: 40, textAlign: 'right', fontWeight: 600 }}>
          {Math.round(percent)}%
        </Typography>
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ lineHeight: 1.2 }}>
        {detail}
      </Typography>
    </Box>
  );
}
