import { useEffect } from 'react';

let locks = 0;

/**
 * Keeps the page behind an open menu or dialog from scrolling, for as long as any of them is open.
 * The scrollbar's room is kept (`scrollbar-gutter: stable` in base.css), so nothing shifts sideways;
 * where that is not supported, the lost scrollbar's width is given back as padding. Returns the release.
 */
export function lockScroll(): () => void {
  const root = document.documentElement;
  if (locks === 0) {
    const scrollbar = window.innerWidth - root.clientWidth;
    if (scrollbar > 0 && !CSS.supports('scrollbar-gutter', 'stable')) root.style.paddingRight = `${scrollbar}px`;
    root.classList.add('scroll-locked');
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) {
      root.classList.remove('scroll-locked');
      root.style.paddingRight = '';
    }
  };
}

/** Locks the page's scroll while `active`. */
export function useScrollLock(active: boolean): void {
  useEffect(() => (active ? lockScroll() : undefined), [active]);
}
