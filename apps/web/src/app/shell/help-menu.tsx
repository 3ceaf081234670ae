import type { Role } from '@bodega/domain';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import ReplayIcon from '@mui/icons-material/Replay';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { API_DOCS_URL, paths } from '../../config/paths';
import { useTour } from '../tour/tour-context';

/**
 * Help menu of the top bar: start, restart and reset the guided tour, the
 * in-app documentation (/ayuda) and, for administrators, the API documentation.
 */
export function HelpMenu({ role }: { role: Role }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const tour = useTour();
  const close = () => setAnchor(null);
  const run = (action: () => void) => () => {
    close();
    action();
  };
  return (
    <>
      <Tooltip title="Ayuda">
        <IconButton
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label="Ayuda"
          aria-haspopup="menu"
          aria-controls={anchor ? 'help-menu' : undefined}
          data-tour="help-menu"
        >
          <HelpOutlineIcon />
        </IconButton>
      </Tooltip>
      <Menu
        id="help-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem onClick={run(tour.start)} disabled={tour.running}>
          <ListItemIcon>
            <PlayArrowIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="Iniciar tour guiado" />
        </MenuItem>
        <MenuItem onClick={run(tour.restart)}>
          <ListItemIcon>
            <ReplayIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="Reiniciar tour" />
        </MenuItem>
        <MenuItem onClick={run(tour.reset)}>
          <ListItemIcon>
            <RestartAltIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="Resetear tour" />
        </MenuItem>
        <Divider />
        <MenuItem component={RouterLink} to={paths.help.href()} onClick={close}>
          <ListItemIcon>
            <MenuBookIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="Documentación" />
        </MenuItem>
        {role === 'admin' && (
          <MenuItem component="a" href={API_DOCS_URL} target="_blank" rel="noopener noreferrer" onClick={close}>
            <ListItemIcon>
              <OpenInNewIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary="Documentación de la API" />
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
