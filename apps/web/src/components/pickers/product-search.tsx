import type { ReactNode } from 'react';
import { PRODUCT_SEARCH_MIN, searchProducts, useProductSearch, type ProductOption } from './api/search-products';
import { ServerAutocomplete } from './server-autocomplete';

/** A failed product search (the product dialog's catalogue text). */
export const PRODUCT_SEARCH_ERROR = 'Error al buscar el producto';

/** A single match is chosen by itself from 4 characters. */
export const PRODUCT_AUTO_SELECT_MIN = 4;

export interface ProductSearchProps<P extends ProductOption> {
  value: P | null;
  onChange: (product: P | null) => void;
  label?: string;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  /** Choose a single match by itself from 4 characters (the receipt lines). */
  autoSelect?: boolean;
  /** The server search; default GET /products/search/sku. An order line passes one that answers availability. */
  search?: (q: string, signal?: AbortSignal) => Promise<P[]>;
  /** Cache name of a non-default `search`. */
  searchKey?: string;
  /** Text in the box for a product; default 'Nombre (SKU)'. */
  optionLabel?: (product: P) => string;
  /** Second line of an option (default the SKU), e.g. the available quantity or 'Sin Stock'. */
  optionDetail?: (product: P) => ReactNode;
  /** Products shown but not choosable, e.g. without stock on an order line. */
  optionDisabled?: (product: P) => boolean;
  hint?: string;
  emptyText?: string;
  /** Shown when the search fails; default 'Error al buscar el producto'. */
  failedText?: string;
  placeholder?: string;
  debounceMs?: number;
  listMaxHeight?: number;
}

const defaultLabel = (product: ProductOption) => `${product.name} (${product.sku})`;

/**
 * Product search used by every screen that picks a product (receipts, movements, traceability;
 * orders, picking and medical devices next): searched on the server from 2 characters by SKU,
 * name or barcode, shown as name over SKU, optionally chosen by itself when 4 or more characters
 * leave one match.
 */
export function ProductSearch<P extends ProductOption = ProductOption>({
  value,
  onChange,
  label = 'Producto',
  error,
  required,
  disabled,
  autoSelect = false,
  search = searchProducts<P>,
  searchKey = 'products',
  optionLabel = defaultLabel,
  optionDetail = (product) => product.sku,
  optionDisabled,
  hint = 'Escriba al menos 2 caracteres',
  emptyText = 'Sin resultados',
  failedText = PRODUCT_SEARCH_ERROR,
  placeholder,
  debounceMs,
  listMaxHeight,
}: ProductSearchProps<P>) {
  // Named as a hook: ServerAutocomplete calls it on every render.
  const useSearch = (query: string) => useProductSearch(query, search, searchKey);
  return (
    <ServerAutocomplete<P>
      value={value}
      onChange={onChange}
      useSearch={useSearch}
      optionLabel={optionLabel}
      label={label}
      minChars={PRODUCT_SEARCH_MIN}
      hint={hint}
      emptyText={emptyText}
      placeholder={placeholder}
      debounceMs={debounceMs}
      error={error}
      failedText={failedText}
      required={required}
      disabled={disabled}
      optionDisabled={optionDisabled}
      autoSelectFrom={autoSelect ? PRODUCT_AUTO_SELECT_MIN : undefined}
      listMaxHeight={listMaxHeight}
      renderOption={(product) => (
        <span>
          {product.name}
          <br />
          <small style={{ opacity: 0.7 }}>{optionDetail(product)}</small>
        </span>
      )}
    />
  );
}
