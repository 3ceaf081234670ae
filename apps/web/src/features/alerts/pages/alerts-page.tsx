import {
  ALERT_MESSAGES,
  ALERT_SEVERITY_LABELS,
  ALERT_TYPE_LABELS,
  formatDateTimeCL,
  pageTitleFor,
  ALERT_TYPES,
  type AlertSeverity,
  type AlertType,
} from '@bodega/domain';
import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { useAlerts, useResolveAlert } from '../../../lib/alerts-query';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { AlertOwners } from '../components/alert-owners';

/** Alerts per page of /alertas. */
const PER_PAGE = 20;

const SEVERITY_COLORS: Record<AlertSeverity, 'error' | 'warning' | 'info'> = { alta: 'error', media: 'warning', baja: 'info' };

/** '/alertas': the signed-in user's open alerts (an admin's: all) with resolve; admins also set the owners. */
export default function AlertsPage() {
  const { user } = useSession();
  const [page, setPage] = useState(1);
  const [type, setType] = useState<AlertType | undefined>(undefined);
  const alerts = useAlerts({ page, per_page: PER_PAGE, type });
  const resolve = useResolveAlert();
  const [error, setError] = useState<string | null>(null);
  const list = alerts.data?.data ?? [];
  const counts = alerts.data?.counts;
  const pages = Math.max(1, Math.ceil((alerts.data?.pagination.total ?? 0) / PER_PAGE));
  if (alerts.data && page > pages) setPage(pages);
  const choose = (next: AlertType | undefined) => {
    setType(next);
    setPage(1);
  };

  return (
    <>
      <PageHeader
        title={pageTitleFor(paths.alerts.path, user?.role ?? null)}
        description="Alertas calculadas con los datos actuales: desaparecen solas cuando su causa se resuelve."
        actions={
          <Button
            variant="outlined"
            startIcon={<RefreshIcon />}
            onClick={() => void alerts.refetch()}
            disabled={alerts.isFetching}
          >
            Actualizar
          </Button>
        }
      />
      {alerts.data && !alerts.data.mail_enabled && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {ALERT_MESSAGES.mailOff}
        </Alert>
      )}
      {alerts.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          No se pudieron cargar las alertas
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {counts && counts.total > 0 && (
        <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }} aria-label="Filtrar por tipo">
          <Chip
            label={`Todas (${counts.total})`}
            color={type === undefined ? 'primary' : 'default'}
            onClick={() => choose(undefined)}
            aria-pressed={type === undefined}
          />
          {ALERT_TYPES.filter((t) => counts.por_tipo[t] > 0).map((t) => (
            <Chip
              key={t}
              label={`${ALERT_TYPE_LABELS[t]} (${counts.por_tipo[t]})`}
              color={type === t ? 'primary' : 'default'}
              onClick={() => choose(t)}
              aria-pressed={type === t}
            />
          ))}
        </Stack>
      )}
      {alerts.isSuccess && list.length === 0 && <Typography color="text.secondary">No tiene alertas abiertas.</Typography>}
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Alertas abiertas">
        {list.map((alert) => (
          <Paper key={alert.key} component="li" variant="outlined" sx={{ p: 2 }} data-testid="alert-item">
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
              <div>
                <Stack direction="row" spacing={1} sx={{ mb: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
                  <Chip
                    size="small"
                    color={SEVERITY_COLORS[alert.severity]}
                    label={`Severidad ${ALERT_SEVERITY_LABELS[alert.severity]}`}
                  />
                  <Typography variant="body2" color="text.secondary">
                    {ALERT_TYPE_LABELS[alert.type]}
                    {alert.opened_at ? ` · desde ${formatDateTimeCL(alert.opened_at)}` : ''}
                  </Typography>
                </Stack>
                <Typography sx={{ fontWeight: 600 }}>{alert.title}</Typography>
                <Typography variant="body2">{alert.description}</Typography>
              </div>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
                <Button component={Link} to={alert.link} size="small">
                  Ir a la pantalla
                </Button>
                <Button
                  size="small"
                  variant="contained"
                  disabled={resolve.isPending}
                  aria-label={`Resolver: ${alert.title}`}
                  onClick={() => {
                    setError(null);
                    resolve.mutate(alert.key, { onError: (e) => setError(errorMessage(e, 'No se pudo resolver la alerta')) });
                  }}
                >
                  Resolver
                </Button>
              </Stack>
            </Stack>
          </Paper>
        ))}
      </Stack>
      {pages > 1 && (
        <Pagination
          sx={{ mt: 2 }}
          count={pages}
          page={Math.min(page, pages)}
          onChange={(_event, next) => setPage(next)}
          aria-label="Páginas de alertas"
        />
      )}
      {user?.role === 'admin' && <AlertOwners />}
    </>
  );
}
