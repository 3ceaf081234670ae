import {
  INTELLIGENT_PICKING_MESSAGES as M,
  PICKING_ERROR_MS,
  PICKING_SUCCESS_MS,
  estimatePickingMinutes,
  type PickingStrategy,
  type PickingTaskInput,
} from '@bodega/domain';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { StrategySelect } from '../../../components/picking-strategy-fields';
import { errorMessage } from '../../../lib/api-client';
import { useFormDialog } from '../../../lib/use-form-dialog';
import type { PickingTask } from '../api/get-picking-tasks';
import { useSavePickingTask } from '../api/save-picking-task';
import { emptyTask, emptyTaskLine, fromTask, taskFormResolver, type TaskFormValues } from '../lib/task-form';
import { TaskLineRow } from './task-line-row';

function Summary({ label, value }: { label: string; value: string | number }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, textAlign: 'center' }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p">
        {value}
      </Typography>
    </Paper>
  );
}

/** 'Nueva Tarea de Picking' / 'Editar Tarea': wide and persistent. */
export function TaskFormDialog({ open, task, onClose }: { open: boolean; task: PickingTask | null; onClose: () => void }) {
  const save = useSavePickingTask();
  const dialog = useFormDialog<TaskFormValues, PickingTaskInput, PickingTask>({
    open,
    onClose,
    subject: task,
    defaultValues: task ? fromTask(task) : emptyTask(),
    resolver: taskFormResolver,
    submit: (body) => save.mutateAsync({ id: task?.id ?? null, body }),
    success: task ? M.updated : M.created,
    failure: (error) => errorMessage(error, M.createError),
    toastMs: { success: PICKING_SUCCESS_MS, error: PICKING_ERROR_MS },
    mapField: (field) => field.replace(/\.product_id$/, '.product'),
  });
  const { control, register, setValue, formState } = dialog.form;
  const lines = useFieldArray({ control, name: 'task_lines' });
  const values = useWatch({ control }) as TaskFormValues;
  const counted = values.task_lines.filter((line) => Number.isFinite(line.quantity));
  const totalItems = counted.reduce((sum, line) => sum + line.quantity, 0);

  const changeLevel = (level: 'order' | 'product') => {
    values.task_lines.forEach((_line, i) => {
      setValue(`task_lines.${i}.picking_strategy`, level === 'product' ? values.strategy : '');
      setValue(`task_lines.${i}.criteria_type`, '');
      setValue(`task_lines.${i}.criteria_value`, '');
    });
    setValue('strategy_level', level, { shouldValidate: true });
  };
  const changeStrategy = (strategy: PickingStrategy) => {
    values.task_lines.forEach((_line, i) => {
      setValue(`task_lines.${i}.criteria_type`, '');
      setValue(`task_lines.${i}.criteria_value`, '');
    });
    setValue('strategy', strategy, { shouldValidate: true });
  };

  return (
    <FormDialog
      open={open}
      id="task-form"
      title={task ? 'Editar Tarea' : 'Nueva Tarea de Picking'}
      submitLabel={task ? 'Guardar Tarea' : 'Crear Tarea'}
      dialog={{ ...dialog, canSubmit: dialog.canSubmit && values.task_lines.length > 0 }}
      persistent
      maxWidth={false}
      paperMaxWidth={1200}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
            alignItems: 'center',
          }}
        >
          <TextField
            select
            size="small"
            label="Nivel de estrategia"
            value={values.strategy_level}
            onChange={(e) => changeLevel(e.target.value as 'order' | 'product')}
          >
            <MenuItem value="order">Por tarea</MenuItem>
            <MenuItem value="product">Por producto</MenuItem>
          </TextField>
          {values.strategy_level === 'order' && (
            <StrategySelect value={values.strategy} onChange={(value) => changeStrategy(value as PickingStrategy)} />
          )}
          <Box>
            <Typography variant="caption" color="text.secondary" component="p">
              Prioridad
            </Typography>
            <Controller
              control={control}
              name="priority"
              render={({ field }) => <Rating max={5} value={field.value} onChange={(_e, value) => field.onChange(value ?? 1)} />}
            />
          </Box>
          <TextField
            size="small"
            type="datetime-local"
            label="Fecha Requerida"
            {...register('required_date')}
            error={Boolean(formState.errors.required_date)}
            helperText={formState.errors.required_date?.message}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>
        <Controller
          control={control}
          name="piece_by_piece_enabled"
          render={({ field }) => (
            <FormControlLabel
              control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
              label="Picking pieza por pieza (escaneo obligatorio del código de barras antes de completar cada item)"
            />
          )}
        />
        <TextField label="Notas adicionales" multiline minRows={2} size="small" {...register('notes')} />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="subtitle1">Productos a Recolectar</Typography>
          <Button
            startIcon={<AddIcon />}
            onClick={() =>
              lines.append({ ...emptyTaskLine(), picking_strategy: values.strategy_level === 'product' ? values.strategy : '' })
            }
          >
            Agregar Producto
          </Button>
        </Box>
        {lines.fields.map((field, index) => (
          <TaskLineRow
            key={field.id}
            index={index}
            control={control}
            setValue={setValue}
            errors={formState.errors}
            onRemove={() => lines.remove(index)}
          />
        ))}
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(3, 1fr)' }}>
          <Summary label="Total Productos" value={values.task_lines.length} />
          <Summary label="Total Items" value={totalItems} />
          <Summary label="Tiempo Estimado" value={`${estimatePickingMinutes(counted)} min`} />
        </Box>
      </Stack>
    </FormDialog>
  );
}
