import { eventTypeDisplay, formatDateTimeES } from '@bodega/domain';
import EventNoteIcon from '@mui/icons-material/EventNote';
import GppBadIcon from '@mui/icons-material/GppBad';
import RefreshIcon from '@mui/icons-material/Refresh';
import TimelineIcon from '@mui/icons-material/Timeline';
import TodayIcon from '@mui/icons-material/Today';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { StatCard } from '../../../components/stat-card';
import { useTraceabilityDashboard } from '../api/get-dashboard';
import { useChainVerification } from '../api/verify-chain';
import { EventTypeIcon } from './event-type-chip';

/**
 * Whether the hash chain of the log verifies: every check walks the whole sealed chain on the
 * server and lists the broken links; the first few are shown here.
 */
function ChainStatus() {
  const chain = useChainVerification();
  const result = chain.data;
  const valid = result?.valid === true;
  const partial = valid && result?.complete === false;
  const busy = chain.isFetching;
  return (
    // On phones the card takes the whole row: its message is a sentence, not a figure.
    <Card sx={{ height: '100%', gridColumn: { xs: '1 / -1', md: 'auto' } }} data-testid="chain-status">
      <CardContent sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="body2" color="text.secondary">
            Cadena de eventos
          </Typography>
          {chain.isPending ? (
            <Skeleton width={120} />
          ) : chain.isError ? (
            <Chip size="small" color="warning" label="No se pudo verificar" sx={{ mt: 0.5 }} />
          ) : (
            <>
              <Chip
                size="small"
                color={valid ? (partial ? 'info' : 'success') : 'error'}
                icon={valid ? <VerifiedUserIcon /> : <GppBadIcon />}
                label={valid ? (partial ? 'Verificación parcial' : 'Íntegra') : 'Alterada'}
                sx={{ mt: 0.5 }}
              />
              <Typography variant="caption" component="p" color={valid ? 'text.secondary' : 'error'} sx={{ mt: 0.5 }}>
                {result?.message}
              </Typography>
              {!valid &&
                result?.broken.slice(1, 5).map((link) => (
                  <Typography key={`${link.chain_seq}-${link.id}`} variant="caption" component="p" color="error">
                    {link.id
                      ? `Evento ${link.id}${link.chain_seq ? ` (eslabón ${link.chain_seq})` : ''}`
                      : `Eslabón ${link.chain_seq}`}
                    : {link.reason}
                  </Typography>
                ))}
              <Typography variant="caption" component="p" color="text.secondary" data-testid="chain-full-check">
                {result?.last_full_verification_at
                  ? `Última verificación completa: ${formatDateTimeES(result.last_full_verification_at)}`
                  : 'Sin verificación completa registrada'}
              </Typography>
            </>
          )}
          {chain.isFetching && !chain.isPending && (
            <Typography
              variant="caption"
              component="p"
              color="text.secondary"
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
            >
              <CircularProgress size={12} /> Verificando toda la cadena…
            </Typography>
          )}
        </Box>
        <Tooltip title="Verificar de nuevo">
          <span>
            <IconButton
              size="small"
              aria-label="Verificar la cadena de nuevo"
              onClick={() => void chain.refetch()}
              disabled={busy}
            >
              <RefreshIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      </CardContent>
    </Card>
  );
}

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
