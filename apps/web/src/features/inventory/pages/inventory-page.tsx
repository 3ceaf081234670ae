import { pageTitleFor } from '@bodega/domain';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';

/** Inventory screen (spec 1 §2.5). The stock table arrives with the inventory issue. */
export default function InventoryPage() {
  const { user } = useSession();
  return (
    <>
      <PageHeader title={pageTitleFor(paths.inventory.path, user?.role ?? null)} />
      <Box sx={{ textAlign: 'center', py: 8, color: 'text.secondary' }}>
        <Inventory2Icon sx={{ fontSize: 48, mb: 1 }} aria-hidden />
        <Typography>No hay productos en el inventario</Typography>
      </Box>
    </>
  );
}
