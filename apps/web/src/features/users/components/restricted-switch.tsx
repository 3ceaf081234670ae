import { USER_MESSAGES, type User } from '@bodega/domain';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import { useSnackbar } from 'notistack';
import { errorMessage } from '../../../lib/api-client';
import { useSetUserRestricted } from '../api/set-user-restricted';

const TOAST_MS = 3000;

/** The users table's restricted-mode switch: it applies to the user's next call. */
export function RestrictedSwitch({ user }: { user: User }) {
  const { enqueueSnackbar } = useSnackbar();
  const mutation = useSetUserRestricted();
  const checked = user.restricted === true;

  const toggle = async (restricted: boolean) => {
    try {
      await mutation.mutateAsync({ id: user.id, restricted });
      enqueueSnackbar(restricted ? USER_MESSAGES.restrictedOn : USER_MESSAGES.restrictedOff, {
        variant: 'success',
        autoHideDuration: TOAST_MS,
      });
    } catch (error) {
      enqueueSnackbar(errorMessage(error, USER_MESSAGES.restrictedError), { variant: 'error', autoHideDuration: TOAST_MS });
    }
  };

  return (
    <Tooltip title="Oculta y bloquea categorías, creación de productos, carga Excel y plantillas">
      <Switch
        checked={checked}
        disabled={mutation.isPending}
        onChange={(event) => void toggle(event.target.checked)}
        slotProps={{ input: { 'aria-label': `Modo restringido de ${user.username}` } }}
      />
    </Tooltip>
  );
}
