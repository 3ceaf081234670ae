import { lazy } from 'react';

// The management dialogs carry the product form, the barcode rules (GS1 tables) and the Excel
// wizard; loading them on first use keeps the inventory's first page fast (spec: < 1.5 s).
export const LazyProductFormDialog = lazy(() => import('./product-form-dialog').then((m) => ({ default: m.ProductFormDialog })));
export const LazyProductsDialog = lazy(() => import('./products-dialog').then((m) => ({ default: m.ProductsDialog })));
export const LazyCategoriesDialog = lazy(() => import('./categories-dialog').then((m) => ({ default: m.CategoriesDialog })));
