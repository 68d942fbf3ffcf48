import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useLocationProperty } from 'wouter/use-browser-location';

const currentHash = () => location.hash;

/**
 * Every path change starts at the top of the page; a link with #anchor lands on its section,
 * also on a page whose chunk is still on its way.
 */
export function ScrollManager() {
  const [path] = useLocation();
  const hash = useLocationProperty(currentHash);
  useEffect(() => {
    const id = hash ? decodeURIComponent(hash.slice(1)) : '';
    const target = id ? document.getElementById(id) : null;
    if (target) {
      target.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
    if (!id) return;
    // A page that is still loading (its own chunk) gets its section once it appears, for up to 5 s.
    const observer = new MutationObserver(() => {
      const appeared = document.getElementById(id);
      if (!appeared) return;
      observer.disconnect();
      appeared.scrollIntoView();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), 5000);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [path, hash]);
  return null;
}
