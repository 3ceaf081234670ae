import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';

export interface RowAction {
  /** The tooltip ('Editar'). */
  title: string;
  /** The accessible name, naming the row ('Editar despacho D-0001'). */
  label: string;
  icon: ReactNode;
  color?: 'primary' | 'error' | 'success' | 'warning';
  onClick: () => void;
  /** Not offered for this row (e.g. edit once the document is closed). */
  hidden?: boolean;
}

/** The icon buttons of a table row's Acciones column, each with its tooltip. */
export function RowActions({ actions }: { actions: RowAction[] }) {
  return (
    <>
      {actions
        .filter((action) => !action.hidden)
        .map((action) => (
          <Tooltip key={action.title} title={action.title}>
            <IconButton size="small" color={action.color} onClick={action.onClick} aria-label={action.label}>
              {action.icon}
            </IconButton>
          </Tooltip>
        ))}
    </>
  );
}
