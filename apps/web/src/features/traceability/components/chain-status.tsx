import { CHAIN_VERIFICATION_TRIGGER_LABELS, formatDateTimeCL, formatNumberCL } from '@bodega/domain';
import GppBadIcon from '@mui/icons-material/GppBad';
import RefreshIcon from '@mui/icons-material/Refresh';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useStartChainVerification, useChainVerification } from '../api/verify-chain';
import type { ChainVerificationOverview } from '../api/types';

const number = (n: number) => formatNumberCL(n);

function RunningProgress({ running }: { running: NonNullable<ChainVerificationOverview['running']> }) {
  const percent = running.chain_length > 0 ? Math.min(100, (100 * running.checked) / running.chain_length) : 0;
  return (
    <Box sx={{ mt: 0.5 }} data-testid="chain-running">
      <Typography variant="caption" component="p" color="text.secondary">
        Verificación en curso: {number(running.checked)} de {number(running.chain_length)} eventos
      </Typography>
      <LinearProgress variant="determinate" value={percent} aria-label="Avance de la verificación de la cadena" />
    </Box>
  );
}

/**
 * Whether the hash chain of the log verifies, from the last complete verification the server ran
 * in the background (nightly, at its first start, or when an admin asks): its result, when and
 * how it ran, what was sealed after it, and the progress of one running now.
 */
export function ChainStatus() {
  const { user } = useSession();
  const canStart = user?.role === 'admin';
  const chain = useChainVerification();
  const start = useStartChainVerification();
  const { enqueueSnackbar } = useSnackbar();
  const overview = chain.data;
  const last = overview?.last ?? null;
  const result = last?.result;
  const valid = result?.valid === true;
  const running = overview?.running ?? null;

  const startVerification = () =>
    start.mutate(undefined, {
      onError: (error) =>
        enqueueSnackbar(errorMessage(error, 'No se pudo iniciar la verificación de la cadena'), { variant: 'error' }),
    });

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
            <Chip size="small" color="warning" label="No se pudo consultar la verificación" sx={{ mt: 0.5 }} />
          ) : !result ? (
            <Typography variant="caption" component="p" color="text.secondary" data-testid="chain-full-check">
              Sin verificación completa registrada
            </Typography>
          ) : (
            <>
              <Chip
                size="small"
                color={valid ? 'success' : 'error'}
                icon={valid ? <VerifiedUserIcon /> : <GppBadIcon />}
                label={valid ? 'Íntegra' : 'Alterada'}
                sx={{ mt: 0.5 }}
              />
              <Typography variant="caption" component="p" color={valid ? 'text.secondary' : 'error'} sx={{ mt: 0.5 }}>
                {result.message}
              </Typography>
              {!valid &&
                result.broken.slice(1, 5).map((link) => (
                  <Typography key={`${link.chain_seq}-${link.id}`} variant="caption" component="p" color="error">
                    {link.id
                      ? `Evento ${link.id}${link.chain_seq ? ` (eslabón ${link.chain_seq})` : ''}`
                      : `Eslabón ${link.chain_seq}`}
                    : {link.reason}
                  </Typography>
                ))}
              <Typography variant="caption" component="p" color="text.secondary" data-testid="chain-full-check">
                Última verificación completa: {formatDateTimeCL(last!.finished_at)} (
                {CHAIN_VERIFICATION_TRIGGER_LABELS[last!.trigger].toLowerCase()}
                {last!.requested_by ? `, ${last!.requested_by}` : ''})
              </Typography>
              {overview!.sealed_since > 0 && (
                <Typography variant="caption" component="p" color="text.secondary">
                  {number(overview!.sealed_since)} eventos sellados después, por verificar
                </Typography>
              )}
            </>
          )}
          {running && <RunningProgress running={running} />}
          {overview?.next_scheduled_at && !running && (
            <Typography variant="caption" component="p" color="text.secondary">
              Próxima verificación programada: {formatDateTimeCL(overview.next_scheduled_at)}
            </Typography>
          )}
        </Box>
        {canStart && (
          <Tooltip title={running ? 'Hay una verificación en curso' : 'Verificar toda la cadena ahora'}>
            <span>
              <IconButton
                size="small"
                aria-label="Verificar la cadena de nuevo"
                onClick={startVerification}
                disabled={Boolean(running) || start.isPending}
              >
                <RefreshIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        )}
      </CardContent>
    </Card>
  );
}
