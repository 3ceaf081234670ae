import { eventTypeDisplay, type EventIcon } from '@bodega/domain';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import BrokenImageIcon from '@mui/icons-material/BrokenImage';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlined';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import TuneIcon from '@mui/icons-material/Tune';
import VerifiedIcon from '@mui/icons-material/Verified';
import type { SvgIconComponent } from '@mui/icons-material';
import Chip from '@mui/material/Chip';

const ICONS: Record<EventIcon, SvgIconComponent> = {
  reception: MoveToInboxIcon,
  storage: Inventory2Icon,
  transfer: SwapHorizIcon,
  picking: ShoppingCartIcon,
  dispatch: LocalShippingIcon,
  adjustment: TuneIcon,
  return: AssignmentReturnIcon,
  quality: VerifiedIcon,
  damage: BrokenImageIcon,
  expiry: EventBusyIcon,
  unknown: HelpOutlineIcon,
};

export function EventTypeIcon({ type, fontSize = 'small' }: { type: string; fontSize?: 'small' | 'inherit' }) {
  const Icon = ICONS[eventTypeDisplay(type).icon];
  return <Icon fontSize={fontSize} />;
}

/** The event type as a coloured chip with its icon; an unknown type is grey with its raw value. */
export function EventTypeChip({ type, size = 'small' }: { type: string; size?: 'small' | 'medium' }) {
  const display = eventTypeDisplay(type);
  const Icon = ICONS[display.icon];
  return <Chip size={size} color={display.color} icon={<Icon />} label={display.label} />;
}
