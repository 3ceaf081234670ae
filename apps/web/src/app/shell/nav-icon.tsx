import type { NavIcon as NavIconName } from '@bodega/domain';
import DashboardIcon from '@mui/icons-material/Dashboard';
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
};

export function NavIcon({ name }: { name: NavIconName }) {
  const Icon = ICONS[name];
  return <Icon />;
}
