import type { CarrierRow } from '@bodega/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ActiveChip, CatalogListDialog, EditRowButton } from '../../../components/catalog-list-dialog';
import { useCarriers } from '../api/get-carriers';
import { CarrierFormDialog } from './carrier-form-dialog';
import { CarrierServicesDialog } from './carrier-services-dialog';

/**
 * 'Transportistas' (carriers): the carriers with their tracking
 * page, contact and state; create and edit them, and open each one's services and rates.
 */
export function CarriersDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const carriers = useCarriers();
  // undefined: the form is closed; null: a new carrier.
  const [editing, setEditing] = useState<CarrierRow | null | undefined>(undefined);
  const [services, setServices] = useState<CarrierRow | null>(null);
  return (
    <>
      <CatalogListDialog
        open={open}
        onClose={onClose}
        id="carriers"
        title="Transportistas"
        maxWidth="lg"
        hint="Los envíos guardan el código del transportista; su URL de seguimiento abre el seguimiento de cada envío."
        addLabel="Nuevo transportista"
        onAdd={() => setEditing(null)}
      >
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
                    <ActiveChip active={carrier.active} />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Button size="small" onClick={() => setServices(carrier)} aria-label={`Servicios de ${carrier.name}`}>
                      Servicios
                    </Button>
                    <EditRowButton name={carrier.name} onEdit={() => setEditing(carrier)} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </CatalogListDialog>
      <CarrierFormDialog open={editing !== undefined} carrier={editing ?? null} onClose={() => setEditing(undefined)} />
      <CarrierServicesDialog carrier={services} onClose={() => setServices(null)} />
    </>
  );
}
