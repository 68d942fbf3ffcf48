import { atom } from 'jotai';

export interface SessionUser {
  id: string;
  email: string;
  role: 'member' | 'admin';
}

/** The signed-in user, or null. The accounts capability fills it from the server's session. */
export const sessionAtom = atom<{ user: SessionUser } | null>(null);

export const isSignedInAtom = atom((get) => get(sessionAtom) !== null);
/** Admin comes from the role the server put in the token, never from comparing an e-mail here. */
export const isAdminAtom = atom((get) => get(sessionAtom)?.user.role === 'admin');
