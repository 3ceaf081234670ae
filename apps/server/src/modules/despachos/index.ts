// The dispatch module's public face: what other modules use.
export { leaveDispatch } from './leave-dispatch';
