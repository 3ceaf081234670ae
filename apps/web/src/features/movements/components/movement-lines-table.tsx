import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { MovementLine } from '../api/types';
import { locationText } from '../lib/movement-form';

/** The lines of a movement; on phones each line is a small card. */
export function MovementLinesTable({ lines, pending, phone }: { lines: MovementLine[]; pending: boolean; phone: boolean }) {
  if (phone) {
    return (
      <Box sx={{ display: 'grid', gap: 1 }}>
        {lines.map((line) => (
          <Box key={line.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {line.product.name} ({line.product.sku})
            </Typography>
            <Typography variant="body2">
              {line.source_location.code} → {line.destination_location.code}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Cantidad {line.quantity}
              {line.lot_number ? ` · Lote ${line.lot_number}` : ''}
              {pending ? ` · Disponible en origen ${line.available_quantity}` : ''}
            </Typography>
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <Table size="small" aria-label="Productos del movimiento">
      <TableHead>
        <TableRow>
          <TableCell>Producto</TableCell>
          <TableCell>Origen</TableCell>
          <TableCell>Destino</TableCell>
          <TableCell>Lote</TableCell>
          <TableCell align="right">Cantidad</TableCell>
          {pending && <TableCell align="right">Disponible en origen</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.id}>
            <TableCell>
              {line.product.name}
              <Typography variant="caption" color="text.secondary" component="div">
                {line.product.sku}
              </Typography>
            </TableCell>
            <TableCell>{locationText(line.source_location)}</TableCell>
            <TableCell>{locationText(line.destination_location)}</TableCell>
            <TableCell>{line.lot_number ?? '—'}</TableCell>
            <TableCell align="right">{line.quantity}</TableCell>
            {pending && (
              <TableCell align="right" sx={{ color: line.available_quantity < line.quantity ? 'error.main' : undefined }}>
                {line.available_quantity}
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
