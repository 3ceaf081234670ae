import { orderActions, type OrderAction } from '@bodega/domain';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import type { OrderSummary } from '../api/types';

export type RowCommand = 'details' | 'debug' | 'repair' | OrderAction;

const ACTION_LABELS: Partial<Record<OrderAction, string>> = {
  edit: 'Editar',
  allocate: 'Asignar Inventario',
  picking_list: 'Crear Lista Picking',
  release: 'Liberar Asignaciones',
  ship: 'Crear Envío',
};

/** Row menu: details, debug, repair, then the actions of the order's status. */
export function OrderRowMenu({
  order,
  onCommand,
}: {
  order: OrderSummary;
  onCommand: (command: RowCommand, order: OrderSummary) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const run = (command: RowCommand) => {
    setAnchor(null);
    onCommand(command, order);
  };
  // A pending order offers release only while it holds a partial allocation.
  const actions = orderActions(order.status).filter(
    (action) => ACTION_LABELS[action] && (action !== 'release' || order.status !== 'pending' || order.allocated_quantity > 0),
  );
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Acciones de la orden ${order.order_number}`}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => run('details')}>Ver Detalles</MenuItem>
        <MenuItem onClick={() => run('debug')}>Verificar Asignación</MenuItem>
        <MenuItem onClick={() => run('repair')}>Reparar Estado</MenuItem>
        {actions.map((action) => (
          <MenuItem key={action} onClick={() => run(action)}>
            {ACTION_LABELS[action]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
