import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { API_DOCS_URL } from '../../config/paths';

/** Help menu; the guided-tour entries join it when the tour is built. */
export function HelpMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title="Ayuda">
        <IconButton
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label="Ayuda"
          aria-haspopup="menu"
          aria-controls={anchor ? 'help-menu' : undefined}
        >
          <HelpOutlineIcon />
        </IconButton>
      </Tooltip>
      <Menu
        id="help-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem component="a" href={API_DOCS_URL} target="_blank" rel="noopener noreferrer" onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <OpenInNewIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="Documentación de la API" />
        </MenuItem>
      </Menu>
    </>
  );
}
