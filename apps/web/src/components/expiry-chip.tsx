import { expiryBadge, formatDateCL } from '@bodega/domain';
import Chip from '@mui/material/Chip';

/** Expiry badge: ≤ 7 days error, ≤ 30 warning, else success. */
export function ExpiryChip({ expiry }: { expiry: string | null }) {
  if (!expiry) return null;
  const badge = expiryBadge(expiry);
  return <Chip size="small" color={badge.color} label={`${formatDateCL(expiry)} · ${badge.label}`} variant="outlined" />;
}
