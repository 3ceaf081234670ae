import type { User } from '@bodega/domain';
import LogoutIcon from '@mui/icons-material/Logout';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { logout } from '../../features/auth/api/logout';
import { useSession } from '../../lib/session';
import { initialOf } from './user-summary';

export function UserMenu({ user }: { user: User }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { signOut } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  // Logout always ends on /login, whatever the logout call answers.
  const handleLogout = () => {
    setAnchor(null);
    void logout();
    signOut();
    queryClient.clear();
    void navigate(paths.login.href(), { replace: true });
  };

  return (
    <>
      <Tooltip title="Cuenta">
        <IconButton
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label="Cuenta de usuario"
          aria-haspopup="menu"
          aria-controls={anchor ? 'user-menu' : undefined}
          edge="end"
        >
          <Avatar sx={{ width: 32, height: 32, fontSize: 16, bgcolor: 'primary.main' }}>{initialOf(user)}</Avatar>
        </IconButton>
      </Tooltip>
      <Menu
        id="user-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {/* A disabled item keeps keyboard focus on the actions; full opacity keeps it legible. */}
        <MenuItem disabled sx={{ '&.Mui-disabled': { opacity: 1 } }}>
          <ListItemText primary={user.name || user.username} secondary={user.email} />
        </MenuItem>
        <Divider />
        <MenuItem onClick={handleLogout}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="Cerrar sesión" />
        </MenuItem>
      </Menu>
    </>
  );
}
