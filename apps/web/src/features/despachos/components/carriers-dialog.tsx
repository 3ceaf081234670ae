import type { CarrierRow } from '@bodega/domain';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { MOBILE_QUERY } from '../../../config/layout';
import { useCarriers } from '../api/get-carriers';
import { CarrierFormDialog } from './carrier-form-dialog';
import { CarrierServicesDialog } from './carrier-services-dialog';

/**
 * 'Transportistas' (spec 2 §7.1 'Also available' carriers): the carriers with their tracking
 * page, contact and state; create and edit them, and open each one's services and rates.
 */
export function CarriersDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const phone = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const carriers = useCarriers();
  // undefined: the form is closed; null: a new carrier.
  const [editing, setEditing] = useState<CarrierRow | null | undefined>(undefined);
  const [services, setServices] = useState<CarrierRow | null>(null);
  return (
    <>
      <Dialog open={open} onClose={onClose} maxWidth="lg" fullWidth fullScreen={phone} aria-labelledby="carriers-title">
        <DialogTitle id="carriers-title">Transportistas</DialogTitle>
        <DialogContent dividers>
          <Stack direction="row" sx={{ mb: 1.5, alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary">
              Los envíos guardan el código del transportista; su URL de seguimiento abre el seguimiento de cada envío.
            </Typography>
            <Button
              startIcon={<AddIcon />}
              variant="contained"
              onClick={() => setEditing(null)}
              sx={{ ml: 'auto', flexShrink: 0 }}
            >
              Nuevo transportista
            </Button>
          </Stack>
          {carriers.isError && <Alert severity="error">No se pudieron cargar los transportistas</Alert>}
          <TableContainer>
            <Table size="small" aria-label="Transportistas">
              <TableHead>
                <TableRow>
                  <TableCell>Nombre</TableCell>
                  <TableCell>Código</TableCell>
                  <TableCell>URL de seguimiento</TableCell>
                  <TableCell>Contacto</TableCell>
                  <TableCell align="right">Servicios</TableCell>
                  <TableCell>Estado</TableCell>
                  <TableCell align="right">Acciones</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {(carriers.data ?? []).map((carrier) => (
                  <TableRow key={carrier.id} hover>
                    <TableCell>{carrier.name}</TableCell>
                    <TableCell sx={{ fontFamily: 'monospace' }}>{carrier.code}</TableCell>
                    <TableCell sx={{ maxWidth: 280, overflowWrap: 'anywhere' }}>
                      {carrier.tracking_url_base ?? (
                        <Typography variant="body2" color="text.secondary">
                          Sin seguimiento externo
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>{[carrier.contact_phone, carrier.contact_email].filter(Boolean).join(' · ') || '—'}</TableCell>
                    <TableCell align="right">
                      {carrier.active_services_count} / {carrier.services_count}
                    </TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        label={carrier.active ? 'Activo' : 'Inactivo'}
                        color={carrier.active ? 'success' : 'default'}
                      />
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Button size="small" onClick={() => setServices(carrier)} aria-label={`Servicios de ${carrier.name}`}>
                        Servicios
                      </Button>
                      <Tooltip title="Editar">
                        <IconButton size="small" onClick={() => setEditing(carrier)} aria-label={`Editar ${carrier.name}`}>
                          <EditIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cerrar</Button>
        </DialogActions>
      </Dialog>
      <CarrierFormDialog open={editing !== undefined} carrier={editing ?? null} onClose={() => setEditing(undefined)} />
      <CarrierServicesDialog carrier={services} onClose={() => setServices(null)} />
    </>
  );
}
