import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import BlockIcon from '@mui/icons-material/Block';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { StatCard, StatGrid } from '../../../components/stat-card';
import type { EgresoStats } from '../api/types';

/** Summary counters from GET /transactions/egresos/stats, over the same filters as the list. */
export function EgresosStats({ stats }: { stats: EgresoStats | undefined }) {
  return (
    <StatGrid testId="egresos-stats">
      <StatCard label="Órdenes de Egreso" value={stats?.total_orders ?? null} icon={<AssignmentTurnedInIcon />} tone="primary" />
      <StatCard label="Unidades Entregadas" value={stats?.total_units ?? null} icon={<Inventory2Icon />} tone="success" />
      <StatCard
        label="Líneas Fuera de Estrategia"
        value={stats?.non_compliant_lines ?? null}
        icon={<WarningAmberIcon />}
        tone="warning"
      />
      <StatCard label="Órdenes Anuladas" value={stats?.cancelled_orders ?? null} icon={<BlockIcon />} tone="error" />
    </StatGrid>
  );
}
