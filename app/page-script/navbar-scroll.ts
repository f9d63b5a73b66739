const SCROLLED_THRESHOLD_PX = 50;

/** Gives the site header its `is-scrolled` look once the page has scrolled past 50 px. */
export function followScroll(): void {
  const header = document.querySelector(".site-header");
  if (!header) return;
  const update = () =>
    header.classList.toggle("is-scrolled", window.scrollY > SCROLLED_THRESHOLD_PX);
  update();
  window.addEventListener("scroll", update, { passive: true });
}
