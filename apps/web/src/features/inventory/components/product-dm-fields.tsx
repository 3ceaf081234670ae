import { PRODUCT_MESSAGES, requiresSerialByDefault } from '@bodega/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { DmTypeFields } from '../../../components/dm-type-fields';
import type { ProductFormValues } from './product-form-values';

/**
 * Priority medical-device fields: the type is required for a priority device,
 * the categorisation for an implantable, which also shows the patient-use warning.
 */
export function ProductDmFields() {
  const { control, setValue, trigger } = useFormContext<ProductFormValues>();
  const [priority, tipo] = useWatch({ control, name: ['es_dm_priorizado', 'tipo_dm'] });

  return (
    <Box sx={{ gridColumn: '1 / -1', border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        Dispositivo médico priorizado
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
        <Controller
          control={control}
          name="es_dm_priorizado"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Switch
                  checked={field.value}
                  onChange={(event) => {
                    field.onChange(event.target.checked);
                    if (!event.target.checked) {
                      setValue('tipo_dm', null);
                      setValue('categorizacion_implantable', null);
                    }
                    void trigger(['tipo_dm', 'categorizacion_implantable']);
                  }}
                />
              }
              label="Es DM priorizado"
            />
          )}
        />
        <Controller
          control={control}
          name="requiere_registro_sanitario"
          render={({ field }) => (
            <FormControlLabel
              control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
              label="Requiere registro sanitario"
            />
          )}
        />
        <Controller
          control={control}
          name="requiere_serie"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Switch
                  checked={field.value ?? requiresSerialByDefault({ es_dm_priorizado: priority, tipo_dm: tipo })}
                  onChange={(event) => field.onChange(event.target.checked)}
                />
              }
              label="Requiere número de serie por unidad"
            />
          )}
        />
      </Box>
      {priority && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mt: 1 }}>
          <DmTypeFields
            control={control}
            categoryLabel="Categorización implantable"
            onTypeChange={(value) => {
              if (value !== 'Implantable') setValue('categorizacion_implantable', null);
              void trigger(['tipo_dm', 'categorizacion_implantable']);
            }}
          />
        </Box>
      )}
      {priority && tipo === 'Implantable' && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {PRODUCT_MESSAGES.implantableWarning}
        </Alert>
      )}
    </Box>
  );
}
