export const SOURCES_TOGGLE_ID = 'sources-toggle';

/** Brings the Sources heading into view and puts focus on its toggle, ready for Tab or Enter. */
export function revealSources(): void {
  const toggle = document.getElementById(SOURCES_TOGGLE_ID);
  toggle?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  toggle?.focus({ preventScroll: true });
}
