import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { Controller, type Control, type FieldError, type FieldValues, type Path } from 'react-hook-form';

interface LineItemsHeaderProps {
  /** 'Productos (3)'. */
  title: string;
  onAdd: () => void;
  buttonSx?: SxProps<Theme>;
}

/** The heading of a form's product lines with its 'Agregar Producto' button. */
export function LineItemsHeader({ title, onAdd, buttonSx }: LineItemsHeaderProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Button startIcon={<AddIcon />} onClick={onAdd} sx={buttonSx}>
        Agregar Producto
      </Button>
    </Box>
  );
}

interface RemoveLineButtonProps {
  /** 0-based; the label counts from 1. */
  index: number;
  canRemove: boolean;
  onRemove: () => void;
}

/** 'Quitar línea N': disabled while it is the only line. */
export function RemoveLineButton({ index, canRemove, onRemove }: RemoveLineButtonProps) {
  return (
    <Tooltip title="Quitar línea">
      <span>
        <IconButton
          aria-label={`Quitar línea ${index + 1}`}
          onClick={onRemove}
          disabled={!canRemove}
          color="error"
          sx={{ mt: 0.25 }}
        >
          <DeleteIcon />
        </IconButton>
      </span>
    </Tooltip>
  );
}

interface LineQuantityFieldProps<Values extends FieldValues, Output> {
  control: Control<Values, unknown, Output>;
  name: Path<Values>;
  error: FieldError | undefined;
  /** Shown while the quantity has no error (e.g. what the source has free). */
  hint?: string;
  max?: number;
  /** 'Cantidad' unless told. */
  label?: string;
  /** The input's own name when the label repeats across lines ('Cantidad línea 1'). */
  ariaLabel?: string;
  required?: boolean;
  /** Shows 0 as an empty box (a price not given yet). */
  hideZero?: boolean;
}

/** A line's 'Cantidad' (whole, from 1), or another whole number of it; an empty box is NaN, which the schema refuses. */
export function LineQuantityField<Values extends FieldValues, Output>({
  control,
  name,
  error,
  hint,
  max,
  label = 'Cantidad',
  ariaLabel,
  required = true,
  hideZero,
}: LineQuantityFieldProps<Values, Output>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          value={Number.isNaN(field.value) || (hideZero && field.value === 0) ? '' : field.value}
          onChange={(event) => field.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
          type="number"
          size="small"
          label={label}
          required={required}
          slotProps={{ htmlInput: { min: 1, max, step: 1, 'aria-label': ariaLabel } }}
          error={Boolean(error)}
          helperText={error?.message ?? hint}
        />
      )}
    />
  );
}
