import { useLocation } from "react-router";
import { LanguageSwitch } from "./language-switch.tsx";
import { QuickExitButton } from "./quick-exit-button.tsx";
import { ClubMascot } from "./club-mascot.tsx";
import type { Mascot } from "../lib/club-config.ts";
import { mascotView } from "../lib/mascot-picture.ts";
import type { PublicSettings } from "../lib/public-settings.ts";
import { useWords } from "../lib/words.tsx";
import type { MessageId } from "../../i18n/translate.ts";
import type { Locale } from "../../i18n/locales.ts";

const links: { href: string; label: MessageId }[] = [
  { href: "/join", label: "nav.join" },
  { href: "/guidelines", label: "nav.guidelines" },
  { href: "/about", label: "nav.about" },
];

interface NavbarProps {
  /** The club's name as Club settings has it: the brand follows a rename on the next load. */
  clubName: string;
  quickExitUrl: string;
  /** The language offered to a browser asking for it (on the home page only), or null. */
  offeredLocale: Locale | null;
  /** The club's own picture goes beside its name (the cardinal stays in the hero). */
  mascot: Mascot;
  appwrite: PublicSettings["appwrite"];
}

// The brand's picture is 2rem tall and at most 6rem wide (site-chrome.css); its previews are as
// wide as it is shown at 1x and 2x.
const BRAND_MASCOT_HEIGHT = 32;
const BRAND_MASCOT_MAX_WIDTH = 96;

/**
 * The sticky site header: the quick exit first in the tab order, then the brand, the three
 * links and the language switch. The links are plain anchors, not client-side links: every page
 * is a full, server-rendered load, so a visitor gets no site JavaScript it does not need. The
 * page script gives the bar its `is-scrolled` look past 50 px (app/page-script/navbar-scroll.ts).
 */
export function Navbar({ clubName, quickExitUrl, offeredLocale, mascot, appwrite }: NavbarProps) {
  const { pathname } = useLocation();
  const words = useWords();
  const home = words.path("/");
  return (
    <header className="site-header">
      <QuickExitButton url={quickExitUrl} />
      <a className="brand" href={home} aria-current={pathname === home ? "page" : undefined}>
        {mascot.kind === "image" && <BrandMascot mascot={mascot} appwrite={appwrite} />}
        <span className="brand-name">{clubName}</span>
      </a>
      <nav className="site-nav" aria-label={words.t("nav.label")}>
        <ul>
          {links.map((link) => {
            const href = words.path(link.href);
            return (
              <li key={link.href}>
                <a href={href} aria-current={pathname === href ? "page" : undefined}>
                  {words.t(link.label)}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      {!pathname.startsWith("/admin") && (
        <LanguageSwitch pathname={pathname} offeredLocale={offeredLocale} />
      )}
    </header>
  );
}

/** The club's picture before its name: decorative there (the name says whose site it is). */
function BrandMascot({
  mascot,
  appwrite,
}: {
  mascot: Extract<Mascot, { kind: "image" }>;
  appwrite: PublicSettings["appwrite"];
}) {
  const shown = Math.min(
    BRAND_MASCOT_MAX_WIDTH,
    Math.max(1, Math.round((BRAND_MASCOT_HEIGHT * mascot.width) / mascot.height)),
  );
  const view = mascotView(appwrite, mascot, [shown * 2, shown]);
  return <ClubMascot view={view} className="brand-mascot" sizes={`${shown}px`} alt="" />;
}
