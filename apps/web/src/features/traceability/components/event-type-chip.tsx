import { eventTypeDisplay, type EventIcon } from '@bodega/domain';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import BrokenImageIcon from '@mui/icons-material/BrokenImage';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlined';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
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
  implant: PersonAddAlt1Icon,
  explant: PersonRemoveIcon,
  hold: LockIcon,
  release: LockOpenIcon,
  serviceTransfer: LocalHospitalIcon,
  serviceReception: HowToRegIcon,
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
