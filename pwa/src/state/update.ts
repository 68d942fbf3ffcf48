import { atom } from 'jotai';

/** Set when a new service worker is waiting; calling it activates the new version and reloads. */
export const pendingUpdateAtom = atom<null | (() => Promise<void>)>(null);
