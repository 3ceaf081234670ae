import { z } from 'zod';
import { ROLES } from '../../access/roles';
import { userSchema } from '../user.schema';

/** GET /users/operators: an operator to assign tasks to, with their open picking workload. */
export const operatorSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  // Open picking workload (assignment screens colour the operator chips by it).
  assigned_lists: z.number(),
  in_progress_lists: z.number(),
  pending_items: z.number(),
});
export type Operator = z.infer<typeof operatorSchema>;

/** GET /users/roles: a role the user form offers. */
export const roleOptionSchema = z.object({ value: z.enum(ROLES), label: z.string(), color: z.string() });
export type RoleOption = z.infer<typeof roleOptionSchema>;

/** POST /auth/login: the token and the user, at the top level and again under `data`. */
export const loginResultSchema = z.object({ access_token: z.string(), user: userSchema });
export type LoginResult = z.infer<typeof loginResultSchema>;
export const loginResponseSchema = loginResultSchema.extend({ data: loginResultSchema });
