import { REDUCED_MOTION } from './useMediaQuery';

/**
 * Brings something that just appeared (a generation's progress, its result, a form's message) into
 * view when it is not: on a phone it is often below the fold, or under the sticky top bar. Scrolls
 * only when some of it is hidden, so a desktop layout that already shows it stays still. The page's
 * scroll-padding-top (base.css) keeps it clear of the top bar.
 */
export function reveal(element: Element | null | undefined): void {
  if (!element) return;
  const box = element.getBoundingClientRect();
  const topbar = document.querySelector('.topbar')?.getBoundingClientRect().bottom ?? 0;
  if (box.top >= topbar && box.bottom <= window.innerHeight) return;
  const smooth = !window.matchMedia(REDUCED_MOTION).matches;
  element.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
}
