import { z } from 'zod';

/**
 * Response shapes shared by the server (route `response` schemas, hence OpenAPI) and the web
 * (types by `z.infer`): one source, so a field renamed on the server fails the web's type check.
 */

/** A product as other rows name it. */
export const productRefSchema = z.object({ id: z.number(), sku: z.string(), name: z.string() });
export type ProductRef = z.infer<typeof productRefSchema>;

/** A location as other rows name it. */
export const locationRefSchema = z.object({ id: z.number(), code: z.string(), description: z.string().nullable() });
export type LocationRef = z.infer<typeof locationRefSchema>;

/** A user as other rows name them. */
export const userRefSchema = z.object({ id: z.number(), username: z.string() });
export type UserRef = z.infer<typeof userRefSchema>;

/** `pagination` of a paged list. */
export const paginationSchema = z.object({ page: z.number(), per_page: z.number(), total: z.number() });
export type Pagination = z.infer<typeof paginationSchema>;

/** A paged list's body: `{ data: [...], pagination }`. */
export function pagedOf<Item extends z.ZodType>(item: Item) {
  return z.object({ data: z.array(item), pagination: paginationSchema });
}
export interface Paged<T> {
  data: T[];
  pagination: Pagination;
}
