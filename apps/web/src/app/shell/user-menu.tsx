import type { User } from '@bodega/domain';
import DevicesIcon from '@mui/icons-material/Devices';
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
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { logout, logoutEverywhere } from '../../features/auth/api/logout';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { initialOf } from './user-summary';

export function UserMenu({ user }: { user: User }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { signOut } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const { enqueueSnackbar } = useSnackbar();

  const endSession = () => {
    signOut();
    queryClient.clear();
    void navigate(paths.login.href(), { replace: true });
  };

  // Logout always ends on /login, whatever the logout call answers.
  const handleLogout = () => {
    setAnchor(null);
    void logout();
    endSession();
  };

  // Unlike a logout, this one must reach the server to mean anything: on failure the session
  // stays and the user is told, so they never believe the other devices were signed out.
  const handleLogoutEverywhere = () => {
    setAnchor(null);
    logoutEverywhere().then(endSession, (error: unknown) => {
      // A session the server no longer accepts is over already.
      if (error instanceof ApiError && error.status === 401) return endSession();
      enqueueSnackbar(errorMessage(error, 'No se pudo cerrar la sesión en todos los dispositivos'), { variant: 'error' });
    });
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
        <MenuItem onClick={handleLogoutEverywhere}>
          <ListItemIcon>
            <DevicesIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="Cerrar sesión en todos los dispositivos" />
        </MenuItem>
      </Menu>
    </>
  );
}
