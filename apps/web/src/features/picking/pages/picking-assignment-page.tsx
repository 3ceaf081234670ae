import { pageTitleFor } from '@bodega/domain';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { PickingAssignmentPanel } from '../../../components/picking-lists/picking-assignment-panel';

/** 'Asignación de Picking' (the older screen with the same function), admin only. */
export default function PickingAssignmentPage() {
  const { user } = useSession();
  return (
    <>
      <PageHeader
        title={pageTitleFor(paths.pickingAssignment.path, user?.role ?? null)}
        description="Asigne las listas de picking pendientes a los operarios de bodega."
      />
      <PickingAssignmentPanel />
    </>
  );
}
