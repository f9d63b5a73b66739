import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { QuickExitButton } from "./quick-exit-button.tsx";

const SCROLLED_THRESHOLD_PX = 50;

const links = [
  { href: "/join", label: "Join" },
  { href: "/guidelines", label: "Guidelines" },
  { href: "/about", label: "About" },
];

/** Whether the page has scrolled past the navbar's threshold; false until the browser says so. */
function useIsScrolled(): boolean {
  const [isScrolled, setIsScrolled] = useState(false);
  useEffect(() => {
    const update = () => setIsScrolled(window.scrollY > SCROLLED_THRESHOLD_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return isScrolled;
}

interface NavbarProps {
  schoolInitials: string;
  quickExitUrl: string;
}

/**
 * The sticky site header: the quick exit first in the tab order, then the brand and the three
 * links. The links are plain anchors, not client-side links: every page is a full, server-rendered
 * load, so a visitor gets no site JavaScript it does not need.
 */
export function Navbar({ schoolInitials, quickExitUrl }: NavbarProps) {
  const isScrolled = useIsScrolled();
  const { pathname } = useLocation();
  return (
    <header className={isScrolled ? "site-header is-scrolled" : "site-header"}>
      <QuickExitButton url={quickExitUrl} />
      <a className="brand" href="/" aria-current={pathname === "/" ? "page" : undefined}>
        <span className="brand-initials">{schoolInitials}</span> Pride Club
      </a>
      <nav className="site-nav" aria-label="Main">
        <ul>
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href} aria-current={pathname === link.href ? "page" : undefined}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
