import { canSetUpCatalog } from '@bodega/domain';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useSession } from '../../../lib/session';
import { useCategories } from '../../../lib/resources/categories';
import { CategoryDialog } from './new-category-dialog';
import type { ProductFormValues } from './product-form-values';

/** Category chosen from the list (registered and product-only) or created in place. */
export function ProductCategoryField() {
  const { control, setValue, formState } = useFormContext<ProductFormValues>();
  const categories = useCategories();
  const [creating, setCreating] = useState(false);
  // Restricted mode closes category management, this shortcut included.
  const canCreateCategory = canSetUpCatalog(useSession().user);
  const error = formState.errors.category?.message;

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <Controller
        control={control}
        name="category"
        render={({ field }) => {
          const names = (categories.data ?? []).map((c) => c.name);
          // The product's own category stays selectable even before the list arrives.
          if (field.value && !names.includes(field.value)) names.unshift(field.value);
          return (
            <TextField
              {...field}
              inputRef={field.ref}
              select
              fullWidth
              label="Categoría"
              required
              error={Boolean(error)}
              helperText={error}
            >
              {names.map((name) => (
                <MenuItem key={name} value={name}>
                  {name}
                </MenuItem>
              ))}
            </TextField>
          );
        }}
      />
      {canCreateCategory && (
        <Button
          variant="outlined"
          onClick={() => setCreating(true)}
          aria-label="Nueva categoría"
          title="Nueva categoría"
          sx={{ minWidth: 0, height: 56, px: 1.5 }}
        >
          <AddIcon />
        </Button>
      )}
      <CategoryDialog
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={(category) => setValue('category', category.name, { shouldValidate: true, shouldDirty: true })}
      />
    </Box>
  );
}
