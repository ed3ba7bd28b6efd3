// Smoothness comes from CSS (`scroll-behavior`), which honours prefers-reduced-motion.

export function scrollToTop(): void {
  window.scrollTo({ top: 0, left: 0 });
}

export function scrollToSection(id: string): void {
  document.getElementById(id)?.scrollIntoView({ block: 'start' });
}
