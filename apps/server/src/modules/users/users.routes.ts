import {
  ADMIN,
  ROLE_COLORS,
  ROLE_LABELS,
  ROLES,
  operatorSchema,
  roleOptionSchema,
  userCreateSchema,
  userRestrictedSchema,
  userSchema,
  userUpdateSchema,
} from '@bodega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changedReply, createdReply } from '../../lib/record-reply';
import { commonErrors, dataOf, idParamsSchema, recordErrors as errors } from '../../lib/schemas';
import { operatorWorkload } from '../picking';
import { createUser, deleteUser, getUser, listUsers, setUserRestricted, updateUser } from './manage-users';

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  const admin = { roles: ADMIN };

  app.get(
    '/',
    {
      config: admin,
      schema: { tags: ['users'], summary: 'Listar usuarios', response: { 200: dataOf(z.array(userSchema)), ...commonErrors } },
    },
    async () => ({ data: await listUsers(db) }),
  );

  app.get(
    '/operators',
    {
      config: admin,
      schema: {
        tags: ['users'],
        summary: 'Operarios para asignar tareas, con su carga de picking abierta',
        response: { 200: dataOf(z.array(operatorSchema)), ...commonErrors },
      },
    },
    async () => ({ data: await operatorWorkload(app.db.kysely) }),
  );

  app.get(
    '/roles',
    {
      config: admin,
      schema: {
        tags: ['users'],
        summary: 'Roles disponibles',
        response: { 200: dataOf(z.array(roleOptionSchema)), ...commonErrors },
      },
    },
    async () => ({ data: ROLES.map((value) => ({ value, label: ROLE_LABELS[value], color: ROLE_COLORS[value] })) }),
  );

  app.get(
    '/:id',
    {
      config: admin,
      schema: {
        tags: ['users'],
        summary: 'Ver un usuario',
        params: idParamsSchema,
        response: { 200: dataOf(userSchema), ...errors },
      },
    },
    async (request) => ({ data: await getUser(db, request.params.id) }),
  );

  app.post(
    '/',
    {
      config: admin,
      schema: {
        tags: ['users'],
        summary: 'Crear un usuario',
        body: userCreateSchema,
        response: { 201: dataOf(userSchema), ...errors },
      },
    },
    async (request, reply) => createdReply(request, reply, await createUser(db, request.body), 'userId', 'usuario creado'),
  );

  app.put(
    '/:id',
    {
      config: admin,
      schema: {
        tags: ['users'],
        summary: 'Actualizar un usuario (la contraseña es opcional)',
        params: idParamsSchema,
        body: userUpdateSchema,
        response: { 200: dataOf(userSchema), ...errors },
      },
    },
    async (request) =>
      changedReply(request, await updateUser(db, request.params.id, request.body), 'userId', 'usuario actualizado'),
  );

  app.put(
    '/:id/restricted',
    {
      config: admin,
      schema: {
        tags: ['users'],
        summary: 'Activar o desactivar el modo restringido de un usuario',
        params: idParamsSchema,
        body: userRestrictedSchema,
        response: { 200: dataOf(userSchema), ...errors },
      },
    },
    async (request) => {
      const user = await setUserRestricted(db, request.params.id, request.body.restricted);
      request.log.info({ userId: user.id, restricted: user.restricted, by: request.user.id }, 'modo restringido cambiado');
      return { data: user };
    },
  );

  app.delete(
    '/:id',
    {
      config: admin,
      schema: {
        tags: ['users'],
        summary: 'Eliminar un usuario',
        params: idParamsSchema,
        response: { 200: dataOf(z.object({ id: z.number() })), ...errors },
      },
    },
    async (request) => {
      await deleteUser(db, request.params.id, request.user.id);
      request.log.info({ userId: request.params.id, by: request.user.id }, 'usuario eliminado');
      return { data: { id: request.params.id } };
    },
  );
};

export default usersRoutes;
