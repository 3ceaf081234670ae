// The users module's public face: what other modules use.
export { requestUserCache } from './request-user-cache';
export {
  bumpTokenVersion,
  findUserByEmail,
  findUserByLogin,
  revokeToken,
  setUserPassword,
  toPublicUser,
  type PublicUser,
} from './users.repository';
