import { useEffect } from 'react';

/** The site's name, after each page's own: 'Gallery · Studio 18'. */
export const SITE_NAME = 'Studio 18';
/** The home page's title, as index.html has it before the script runs. */
export const HOME_TITLE = 'Studio 18 — AI image & video studio';

export function pageTitle(name: string): string {
  return `${name} · ${SITE_NAME}`;
}

/** Sets the document's title while the calling screen is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
