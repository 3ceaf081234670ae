import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useAlertCounts } from '../../lib/alerts-query';

/** The bell: the count of the signed-in user's open alerts, opening /alertas. */
export function AlertsBell() {
  const counts = useAlertCounts();
  const count = counts.data?.total ?? 0;
  const label = count === 0 ? 'Alertas: ninguna abierta' : count === 1 ? 'Alertas: 1 abierta' : `Alertas: ${count} abiertas`;
  return (
    <Tooltip title={label}>
      <IconButton component={Link} to={paths.alerts.href()} aria-label={label} data-testid="alerts-bell">
        <Badge badgeContent={count} color="error" max={99}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
