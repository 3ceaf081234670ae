import { navItemsFor, type User } from '@bodega/domain';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { NavLink, useLocation } from 'react-router';
import { isScreenAvailable } from '../../config/paths';
import { NavIcon } from './nav-icon';
import { UserSummary } from './user-summary';

export const SIDEBAR_WIDTH = 264;

interface SidebarProps {
  user: User;
  open: boolean;
  /** On phones the sidebar is an overlay (temporary drawer) instead of a column. */
  mobile: boolean;
  onClose: () => void;
  onNavigate: () => void;
}

export function Sidebar({ user, open, mobile, onClose, onNavigate }: SidebarProps) {
  const { pathname } = useLocation();
  const items = navItemsFor(user.role, isScreenAvailable);

  const content = (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Toolbar sx={{ gap: 1.5, px: 2 }}>
        <LocalHospitalIcon color="primary" aria-hidden />
        <Typography variant="h6" component="div" noWrap sx={{ flexGrow: 1, fontWeight: 700, fontSize: '1.125rem' }}>
          Bodega Clínica
        </Typography>
        {mobile && (
          <IconButton onClick={onClose} aria-label="Cerrar menú" edge="end">
            <ChevronLeftIcon />
          </IconButton>
        )}
      </Toolbar>
      <Divider />
      <UserSummary user={user} />
      <Divider />
      <List component="nav" aria-label="Navegación principal" sx={{ px: 1, py: 1.5 }}>
        {items.map((item) => (
          <ListItemButton
            key={`${item.path}-${item.label}`}
            component={NavLink}
            to={item.path}
            onClick={onNavigate}
            selected={pathname === item.path || pathname.startsWith(`${item.path}/`)}
            sx={{ borderRadius: 1, mb: 0.5 }}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>
              <NavIcon name={item.icon} />
            </ListItemIcon>
            <ListItemText primary={item.label} />
          </ListItemButton>
        ))}
      </List>
    </Box>
  );

  const paperSx = { width: SIDEBAR_WIDTH, boxSizing: 'border-box' } as const;
  if (mobile) {
    return (
      <Drawer variant="temporary" open={open} onClose={onClose} keepMounted slotProps={{ paper: { sx: paperSx, id: 'sidebar' } }}>
        {content}
      </Drawer>
    );
  }
  return (
    <Drawer
      variant="persistent"
      open={open}
      sx={(theme) => ({
        width: open ? SIDEBAR_WIDTH : 0,
        flexShrink: 0,
        transition: theme.transitions.create('width', {
          easing: theme.transitions.easing.sharp,
          duration: open ? theme.transitions.duration.enteringScreen : theme.transitions.duration.leavingScreen,
        }),
      })}
      slotProps={{ paper: { sx: paperSx, id: 'sidebar' } }}
    >
      {content}
    </Drawer>
  );
}
