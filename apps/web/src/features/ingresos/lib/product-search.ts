import { INGRESO_SCREEN_MESSAGES as T } from '@bodega/domain';
import type { ProductSearchProps } from '../../../components/pickers/product-search';
import type { Product } from '../api/types';

/**
 * The receipt line's product search: 'SKU — nombre', a single match chosen by itself
 * from 4 characters, 300 ms debounce, list 300 px high, the screen's own hint texts.
 */
export const RECEIPT_PRODUCT_SEARCH = {
  autoSelect: true,
  optionLabel: (product: Product) => `${product.sku} — ${product.name}`,
  hint: T.productSearchHint,
  placeholder: T.productSearchHint,
  emptyText: T.productSearchEmpty,
  debounceMs: 300,
  listMaxHeight: 300,
} satisfies Partial<ProductSearchProps<Product>>;
