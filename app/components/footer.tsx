import type { PublicSettings } from "../lib/public-settings.ts";
import { useWords } from "../lib/words.tsx";

function mailto(emails: readonly string[]): string {
  return `mailto:${emails.join(",")}`;
}

const PRIDE_LETTERS = ["P", "R", "I", "D", "E"];

interface FooterProps {
  settings: PublicSettings;
}

/**
 * The site footer: contact links by role (never by name, so no member is named on a public page),
 * the school and site-creator links, the safety pages and the rainbow "PRIDE" banner.
 */
export function Footer({ settings }: FooterProps) {
  const { school, club, siteCreator, contactEmails } = settings;
  const words = useWords();
  return (
    <footer className="site-footer">
      <div className="footer-columns">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{words.t("footer.contact")}</h2>
          <ul>
            <li>
              <a href={mailto(contactEmails.leaders)}>{words.t("footer.emailLeaders")}</a>
            </li>
            {contactEmails.coLeaders.length > 0 && (
              <li>
                <a href={mailto(contactEmails.coLeaders)}>{words.t("footer.emailCoLeaders")}</a>
              </li>
            )}
            <li>
              <a href={mailto([contactEmails.websiteManager])}>
                {words.t("footer.emailWebsiteManager")}
              </a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-learn">
          <h2 id="footer-learn">{words.t("footer.learn")}</h2>
          <ul>
            <li>
              <a href={words.path("/docs/lgbtq")}>{words.t("links.whatIsLgbtq")}</a>
            </li>
            <li>
              <a href={words.path("/docs/guide-to-lgbtq")}>{words.t("links.guideToLgbtq")}</a>
            </li>
            <li>
              <a href={words.path("/guidelines")}>{words.t("links.clubGuidelines")}</a>
            </li>
            <li>
              <a href={words.path("/agenda")}>{words.t("links.thisWeeksAgenda")}</a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-safety">
          <h2 id="footer-safety">{words.t("footer.safety")}</h2>
          <ul>
            <li>
              <a href={words.path("/support")}>{words.t("footer.support")}</a>
            </li>
            <li>
              <a href={words.path("/privacy")}>{words.t("footer.privacy")}</a>
            </li>
            <li>
              <a href={words.path("/quick-exit")}>{words.t("footer.quickExit")}</a>
            </li>
          </ul>
        </section>
      </div>
      <p className="footer-note">
        {words.node("footer.note", {
          club: club.name,
          school: school.name,
          schoolLink: (chunks) => <a href={school.website}>{chunks}</a>,
          creator: <a href={siteCreator.website}>{siteCreator.name}</a>,
        })}
      </p>
      <p className="pride-banner">
        {PRIDE_LETTERS.map((letter, index) => (
          <span key={letter} className={`pride-letter pride-letter-${index + 1}`}>
            {letter}
          </span>
        ))}
      </p>
    </footer>
  );
}
