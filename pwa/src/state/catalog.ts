import { useEffect, useState } from 'react';
import type { CatalogResponse } from '../../../api/contract/catalog';
import { catalogApi } from '../api/client';

/**
 * The configured package and figures (GET /api/v1/catalog), fetched once per page load and shared:
 * prices and token counts on screen are always the ones the server charges.
 */
let loaded: CatalogResponse | null = null;
let loading: Promise<CatalogResponse> | null = null;

function loadCatalog(): Promise<CatalogResponse> {
  loading ??= catalogApi.get().then(
    (catalog) => {
      loaded = catalog;
      return catalog;
    },
    (error: unknown) => {
      // The next screen that asks tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The catalog, or null while it loads; `failed` when it could not be loaded (offline). */
export function useCatalog(): { catalog: CatalogResponse | null; failed: boolean } {
  const [state, setState] = useState<{ catalog: CatalogResponse | null; failed: boolean }>(() => ({ catalog: loaded, failed: false }));
  useEffect(() => {
    if (loaded) return;
    let current = true;
    loadCatalog().then(
      (catalog) => {
        if (current) setState({ catalog, failed: false });
      },
      () => {
        if (current) setState({ catalog: null, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
