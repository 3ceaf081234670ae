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
  /**
   * Shown but not usable for this row. Given (true or false), the button sits in a span so its
   * tooltip still shows while it is disabled.
   */
  disabled?: boolean;
}

/** Called, not rendered as a component: the tooltip hands its ref and listeners to the IconButton. */
function actionButton(action: RowAction) {
  return (
    <IconButton size="small" color={action.color} disabled={action.disabled} onClick={action.onClick} aria-label={action.label}>
      {action.icon}
    </IconButton>
  );
}

/** The icon buttons of a table row's Acciones column, each with its tooltip. */
export function RowActions({ actions }: { actions: RowAction[] }) {
  return (
    <>
      {actions
        .filter((action) => !action.hidden)
        .map((action) => (
          <Tooltip key={action.label} title={action.title}>
            {action.disabled === undefined ? actionButton(action) : <span>{actionButton(action)}</span>}
          </Tooltip>
        ))}
    </>
  );
}
