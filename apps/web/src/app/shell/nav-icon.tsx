import type { NavIcon as NavIconName } from '@bodega/domain';
import DashboardIcon from '@mui/icons-material/Dashboard';
import InsightsIcon from '@mui/icons-material/Insights';
import PaidIcon from '@mui/icons-material/Paid';
import GroupIcon from '@mui/icons-material/Group';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import OutboxIcon from '@mui/icons-material/Outbox';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import type { SvgIconComponent } from '@mui/icons-material';

const ICONS: Record<NavIconName, SvgIconComponent> = {
  dashboard: DashboardIcon,
  receipt: MoveToInboxIcon,
  issue: OutboxIcon,
  inventory: Inventory2Icon,
  facilities: WarehouseIcon,
  traceability: QrCodeScannerIcon,
  users: GroupIcon,
  costs: PaidIcon,
  analytics: InsightsIcon,
};

export function NavIcon({ name }: { name: NavIconName }) {
  const Icon = ICONS[name];
  return <Icon />;
}
