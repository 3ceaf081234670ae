import { ROLE_COLORS, ROLE_LABELS, type User } from '@bodega/domain';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

export function initialOf(user: User): string {
  return (user.name || user.username || '?').trim().charAt(0).toUpperCase();
}

/** Username and role label of the signed-in user. */
export function UserSummary({ user }: { user: User }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 2 }} data-testid="sidebar-user">
      <Avatar sx={{ bgcolor: `${ROLE_COLORS[user.role]}.main` }} aria-hidden>
        {initialOf(user)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2" noWrap title={user.username}>
          {user.username}
        </Typography>
        <Chip size="small" color={ROLE_COLORS[user.role]} label={ROLE_LABELS[user.role]} sx={{ mt: 0.5 }} />
      </Box>
    </Box>
  );
}
