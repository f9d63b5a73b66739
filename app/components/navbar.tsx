import { useLocation } from "react-router";
import { QuickExitButton } from "./quick-exit-button.tsx";

const links = [
  { href: "/join", label: "Join" },
  { href: "/guidelines", label: "Guidelines" },
  { href: "/about", label: "About" },
];

interface NavbarProps {
  schoolInitials: string;
  quickExitUrl: string;
}

/**
 * The sticky site header: the quick exit first in the tab order, then the brand and the three
 * links. The links are plain anchors, not client-side links: every page is a full, server-rendered
 * load, so a visitor gets no site JavaScript it does not need. The page script gives the bar its
 * `is-scrolled` look past 50 px (app/page-script/navbar-scroll.ts).
 */
export function Navbar({ schoolInitials, quickExitUrl }: NavbarProps) {
  const { pathname } = useLocation();
  return (
    <header className="site-header">
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
