/**
 * Keeps Tab and Shift+Tab inside a modal `container`: Tab from its last focusable element goes to the
 * first and Shift+Tab back, focus that fell outside (to <body>) comes back in, and with nothing to
 * focus the container itself keeps it. `selector` names what can take focus in that container.
 */
export function keepTabInside(event: KeyboardEvent, container: HTMLElement, selector: string): void {
  if (event.key !== 'Tab') return;
  const focusable = [...container.querySelectorAll<HTMLElement>(selector)].filter((element) => element.getClientRects().length > 0);
  const first = focusable[0];
  const last = focusable.at(-1);
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    container.focus();
  } else if (!container.contains(active)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  } else if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
