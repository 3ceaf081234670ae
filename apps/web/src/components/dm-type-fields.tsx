import { CATEGORIZACIONES_IMPLANTABLE, TIPOS_DM } from '@bodega/domain';
import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormSelect } from './form-select';

interface DmTypeFieldsProps<Values extends FieldValues, Output> {
  control: Control<Values, unknown, Output>;
  size?: 'small' | 'medium';
  /** The categorisation select's label. */
  categoryLabel: string;
  /** Called when the type changes (e.g. to clear the categorisation and check both again). */
  onTypeChange?: (tipo: string | null) => void;
}

/**
 * A priority medical device's 'Tipo de DM' and, for an implantable, its categorisation,
 * on any product form with the fields `tipo_dm` and `categorizacion_implantable`.
 */
export function DmTypeFields<Values extends FieldValues, Output>({
  control,
  size,
  categoryLabel,
  onTypeChange,
}: DmTypeFieldsProps<Values, Output>) {
  const tipo = useWatch({ control, name: 'tipo_dm' as Path<Values> }) as unknown;
  return (
    <>
      <FormSelect
        control={control}
        name={'tipo_dm' as Path<Values>}
        label="Tipo de DM"
        size={size}
        required
        nullable
        options={TIPOS_DM}
        onPick={onTypeChange}
      />
      {tipo === 'Implantable' && (
        <FormSelect
          control={control}
          name={'categorizacion_implantable' as Path<Values>}
          label={categoryLabel}
          size={size}
          required
          nullable
          options={CATEGORIZACIONES_IMPLANTABLE}
        />
      )}
    </>
  );
}
