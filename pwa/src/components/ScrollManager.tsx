import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useLocationProperty } from 'wouter/use-browser-location';

const currentHash = () => location.hash;

/** Spec §2: every path change starts at the top of the page; a link with #anchor lands on its section. */
export function ScrollManager() {
  const [path] = useLocation();
  const hash = useLocationProperty(currentHash);
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [path, hash]);
  return null;
}
