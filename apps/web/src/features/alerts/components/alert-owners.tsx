import {
  ALERT_THRESHOLDS,
  ALERT_TYPE_LABELS,
  EXPIRY_WINDOWS,
  ROLES,
  ROLE_LABELS,
  type AlertOwnerSetting,
  type User,
} from '@bodega/domain';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAlertSettings, useSaveAlertSetting } from '../../../lib/alerts-query';
import { apiClient, errorMessage } from '../../../lib/api-client';

function ownerValue(setting: AlertOwnerSetting): string {
  return setting.owner_user_id != null ? `user:${setting.owner_user_id}` : `role:${setting.owner_role ?? 'admin'}`;
}

function thresholdOptions(setting: AlertOwnerSetting): number[] {
  if (setting.type === 'lote_por_vencer') return [...EXPIRY_WINDOWS];
  return [1, 2, 4, 8, 12, 24, 48, 72];
}

/** Admin only: who owns each alert type, and its threshold. Each change is saved at once. */
export function AlertOwners() {
  const settings = useAlertSettings(true);
  const users = useQuery({ queryKey: ['users'], queryFn: ({ signal }) => apiClient.get<User[]>('/users', signal) });
  const save = useSaveAlertSetting();
  const [error, setError] = useState<string | null>(null);

  const change = (setting: AlertOwnerSetting, next: { owner?: string; threshold?: number }) => {
    const owner = next.owner ?? ownerValue(setting);
    const [kind, value] = owner.split(':') as ['user' | 'role', string];
    setError(null);
    save.mutate(
      {
        type: setting.type,
        owner_role: kind === 'role' ? value : null,
        owner_user_id: kind === 'user' ? Number(value) : null,
        threshold: next.threshold ?? setting.threshold,
      },
      { onError: (e) => setError(errorMessage(e, 'No se pudo guardar el responsable')) },
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 3 }}>
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Responsables de las alertas
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Cada tipo de alerta la ve y la resuelve su responsable (un usuario o un rol); los administradores ven todas.
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {settings.isError && <Alert severity="error">No se pudieron cargar los responsables</Alert>}
      <Table size="small" aria-label="Responsables de las alertas">
        <TableHead>
          <TableRow>
            <TableCell>Tipo de alerta</TableCell>
            <TableCell>Responsable</TableCell>
            <TableCell>Umbral</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(settings.data ?? []).map((setting) => {
            const rule = ALERT_THRESHOLDS[setting.type];
            return (
              <TableRow key={setting.type}>
                <TableCell>{ALERT_TYPE_LABELS[setting.type]}</TableCell>
                <TableCell>
                  <TextField
                    select
                    size="small"
                    label="Responsable"
                    value={ownerValue(setting)}
                    onChange={(e) => change(setting, { owner: e.target.value })}
                    sx={{ minWidth: 220 }}
                    slotProps={{ select: { inputProps: { 'aria-label': `Responsable de ${ALERT_TYPE_LABELS[setting.type]}` } } }}
                  >
                    {ROLES.map((role) => (
                      <MenuItem key={role} value={`role:${role}`}>
                        Rol: {ROLE_LABELS[role]}
                      </MenuItem>
                    ))}
                    {(users.data ?? []).map((user) => (
                      <MenuItem key={user.id} value={`user:${user.id}`}>
                        Usuario: {user.name || user.username}
                      </MenuItem>
                    ))}
                    {setting.owner_user_id != null && !users.data?.some((u) => u.id === setting.owner_user_id) && (
                      <MenuItem value={`user:${setting.owner_user_id}`}>
                        Usuario: {setting.owner_user_name ?? setting.owner_user_id}
                      </MenuItem>
                    )}
                  </TextField>
                </TableCell>
                <TableCell>
                  {rule && setting.threshold != null ? (
                    <TextField
                      select
                      size="small"
                      label={`Umbral (${rule.unit})`}
                      value={setting.threshold}
                      onChange={(e) => change(setting, { threshold: Number(e.target.value) })}
                      sx={{ minWidth: 140 }}
                    >
                      {[...new Set([...thresholdOptions(setting), setting.threshold])]
                        .sort((a, b) => a - b)
                        .map((n) => (
                          <MenuItem key={n} value={n}>
                            {n} {rule.unit}
                          </MenuItem>
                        ))}
                    </TextField>
                  ) : (
                    'Sin umbral'
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Paper>
  );
}
