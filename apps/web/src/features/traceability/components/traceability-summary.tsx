import { eventTypeDisplay } from '@bodega/domain';
import EventNoteIcon from '@mui/icons-material/EventNote';
import TimelineIcon from '@mui/icons-material/Timeline';
import TodayIcon from '@mui/icons-material/Today';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { StatCard } from '../../../components/stat-card';
import { useTraceabilityDashboard } from '../api/get-dashboard';
import { ChainStatus } from './chain-status';
import { EventTypeIcon } from './event-type-chip';

/** Compact summary from GET /traceability/dashboard plus the chain check. */
export function TraceabilitySummary() {
  const dashboard = useTraceabilityDashboard();
  const data = dashboard.data;
  const last30 = data ? data.by_type_last_30_days.reduce((sum, row) => sum + row.events, 0) : null;

  return (
    <Box sx={{ mb: 2 }} data-tour="traceability-summary">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        <StatCard label="Eventos Totales" value={data?.total_events ?? null} icon={<EventNoteIcon />} />
        <StatCard label="Eventos Hoy" value={data?.events_today ?? null} icon={<TodayIcon />} tone="info" />
        <StatCard label="Últimos 30 días" value={last30} icon={<TimelineIcon />} tone="success" />
        <ChainStatus />
      </Box>
      {data && data.by_type_last_30_days.length > 0 && (
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5, alignItems: 'center' }}
          aria-label="Eventos por tipo, últimos 30 días"
        >
          <Typography variant="body2" color="text.secondary">
            Por tipo (30 días):
          </Typography>
          {data.by_type_last_30_days.map((row) => {
            const display = eventTypeDisplay(row.event_type);
            return (
              <Chip
                key={row.event_type}
                size="small"
                variant="outlined"
                color={display.color}
                icon={<EventTypeIcon type={row.event_type} />}
                label={`${display.label}: ${row.events}`}
              />
            );
          })}
        </Box>
      )}
    </Box>
  );
}
