import { useEffect } from 'react';
import { useCatalog } from './catalog';

/** The last contact address the catalog gave, so the legal page names it offline too. */
const STORAGE_KEY = 'studio18.contactEmail';

function remembered(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The public contact address (CONTACT_EMAIL in the catalog); the last one seen while the catalog loads or offline. */
export function useContactEmail(): string | null {
  const { catalog } = useCatalog();
  const email = catalog?.contactEmail ?? null;
  useEffect(() => {
    if (!email) return;
    try {
      localStorage.setItem(STORAGE_KEY, email);
    } catch {
      // Storage is full or blocked: the address still shows while online.
    }
  }, [email]);
  return email ?? remembered();
}
