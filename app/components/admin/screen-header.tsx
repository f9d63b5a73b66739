import type { ReactNode } from "react";
import { Link } from "react-router";
import { useFocusOnMount } from "../../lib/admin/use-focus-on-mount.ts";
import { useWords } from "../../lib/words.tsx";
import { LogoutButton } from "./logout-button.tsx";

interface ScreenHeaderProps {
  title: string;
  /** The name of the links above the heading; without it (the Admin Panel) there are none. */
  navLabel?: string;
  /** Links beside "Back to Admin Panel". */
  links?: ReactNode;
  /** Under the heading: who is signed in. */
  children?: ReactNode;
}

/**
 * The top of an admin screen: the way back to the Admin Panel, the heading (focused when the
 * screen opens, so a screen reader announces it), and Logout.
 */
export function ScreenHeader({ title, navLabel, links, children }: ScreenHeaderProps) {
  const words = useWords();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const heading = (
    <h1 ref={headingRef} tabIndex={-1}>
      {title}
    </h1>
  );
  return (
    <>
      {navLabel !== undefined && (
        <nav className="admin-top-links" aria-label={navLabel}>
          <Link to="/admin">
            <span aria-hidden="true">← </span>
            {words.t("admin.backToPanel")}
          </Link>
          {links}
        </nav>
      )}
      <header className="admin-header">
        {children === undefined ? (
          heading
        ) : (
          <div>
            {heading}
            {children}
          </div>
        )}
        <LogoutButton />
      </header>
    </>
  );
}
