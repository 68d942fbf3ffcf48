import { useAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { noticeAtom } from '../state/session';

/**
 * Takes the message an auth change left for the next screen ("You are now signed in") and keeps it
 * for as long as this screen stays, so it shows once and not again on the next visit.
 */
export function useNotice(): string | null {
  const [notice, setNotice] = useAtom(noticeAtom);
  const [shown, setShown] = useState<string | null>(null);
  if (notice !== null && notice !== shown) setShown(notice);
  useEffect(() => {
    if (notice !== null) setNotice(null);
  }, [notice, setNotice]);
  return notice ?? shown;
}
