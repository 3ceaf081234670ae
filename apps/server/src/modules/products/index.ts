// The products module's public face: what other modules use.
export { productSearchSql } from './product-search-sql';
export { PRODUCT_COLUMNS, searchPatterns, toProduct, type ProductColumns } from './products.mapper';
