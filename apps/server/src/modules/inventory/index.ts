// The inventory module's public face: what other modules use.
export { createVersionedMemo, type VersionedMemo } from './versioned-memo';
