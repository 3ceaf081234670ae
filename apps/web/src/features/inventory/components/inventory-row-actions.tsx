import EditIcon from '@mui/icons-material/Edit';
import TuneIcon from '@mui/icons-material/Tune';
import VisibilityIcon from '@mui/icons-material/Visibility';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { InventoryLine } from '../lib/inventory-rows';

export interface InventoryRowHandlers {
  onView: (line: InventoryLine) => void;
  onAdjust: (line: InventoryLine) => void;
  onEdit: (productId: number) => void;
}

function Action({
  title,
  label,
  onClick,
  children,
}: {
  title: string;
  label: string;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <Tooltip title={title}>
      <IconButton size="small" aria-label={label} onClick={onClick}>
        {children}
      </IconButton>
    </Tooltip>
  );
}

/**
 * Row actions: every line has View detail (a grouped product lists its lots);
 * a lot also has Adjust stock; a product line has Edit. Only administrators change stock or
 * products (the server refuses the others); operators keep the read-only View on every line
 * (actions are hidden only from viewers).
 */
export function InventoryRowActions({
  line,
  canManage,
  handlers,
}: {
  line: InventoryLine;
  canManage: boolean;
  handlers: InventoryRowHandlers;
}) {
  const { product } = line.group;
  const hasLot = line.kind !== 'group' && line.lot !== null;
  const what = line.kind === 'lot' ? `lote ${line.lot.lot_number ?? 'sin número'} de ${product.sku}` : product.sku;
  return (
    <>
      <Action title="Ver detalle" label={`Ver detalle de ${what}`} onClick={() => handlers.onView(line)}>
        <VisibilityIcon fontSize="small" />
      </Action>
      {canManage && hasLot && (
        <Action title="Ajustar stock" label={`Ajustar stock de ${what}`} onClick={() => handlers.onAdjust(line)}>
          <TuneIcon fontSize="small" />
        </Action>
      )}
      {canManage && line.kind !== 'lot' && (
        <Action title="Editar producto" label={`Editar producto ${product.sku}`} onClick={() => handlers.onEdit(product.id)}>
          <EditIcon fontSize="small" />
        </Action>
      )}
    </>
  );
}
