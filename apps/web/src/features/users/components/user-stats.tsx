import { ROLE_COLORS, type User } from '@bodega/domain';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BadgeIcon from '@mui/icons-material/Badge';
import GroupIcon from '@mui/icons-material/Group';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { StatCard, StatGrid } from '../../../components/stat-card';

/** The four counters: total, administrators, operators, viewers. */
export function UserStats({ users }: { users: User[] | undefined }) {
  const count = (role?: User['role']) => (users ? users.filter((user) => role === undefined || user.role === role).length : null);
  return (
    <StatGrid>
      <StatCard label="Total de Usuarios" value={count()} icon={<GroupIcon />} tone="info" />
      <StatCard label="Administradores" value={count('admin')} icon={<AdminPanelSettingsIcon />} tone={ROLE_COLORS.admin} />
      <StatCard label="Operarios" value={count('operator')} icon={<BadgeIcon />} tone={ROLE_COLORS.operator} />
      <StatCard label="Visualizadores" value={count('viewer')} icon={<VisibilityIcon />} tone={ROLE_COLORS.viewer} />
    </StatGrid>
  );
}
