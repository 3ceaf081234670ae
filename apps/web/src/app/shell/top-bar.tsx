import type { User } from '@bodega/domain';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { AlertsBell } from './alerts-bell';
import { HelpMenu } from './help-menu';
import { UserMenu } from './user-menu';

interface TopBarProps {
  title: string;
  user: User;
  menuOpen: boolean;
  onToggleMenu: () => void;
}

/** Menu toggle, page title, alerts bell, help menu and user menu. */
export function TopBar({ title, user, menuOpen, onToggleMenu }: TopBarProps) {
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton
          edge="start"
          onClick={onToggleMenu}
          aria-label={menuOpen ? 'Ocultar menú' : 'Mostrar menú'}
          aria-controls="sidebar"
          aria-expanded={menuOpen}
        >
          <MenuIcon />
        </IconButton>
        <Typography
          variant="h6"
          component="div"
          noWrap
          sx={{ flexGrow: 1, minWidth: 0, fontSize: { xs: '1.05rem', sm: '1.25rem' } }}
          data-testid="page-title"
        >
          {title}
        </Typography>
        <AlertsBell />
        <HelpMenu role={user.role} />
        <UserMenu user={user} />
      </Toolbar>
    </AppBar>
  );
}
