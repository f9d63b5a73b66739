import type { PublicSettings } from "../lib/public-settings.ts";

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
  return (
    <footer className="site-footer">
      <div className="footer-columns">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact</h2>
          <ul>
            <li>
              <a href={mailto(contactEmails.leaders)}>Email the club leaders</a>
            </li>
            {contactEmails.coLeaders.length > 0 && (
              <li>
                <a href={mailto(contactEmails.coLeaders)}>Email the co-leaders</a>
              </li>
            )}
            <li>
              <a href={mailto([contactEmails.websiteManager])}>Email the website manager</a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-learn">
          <h2 id="footer-learn">Learn</h2>
          <ul>
            <li>
              <a href="/docs/lgbtq">What is LGBTQ+?</a>
            </li>
            <li>
              <a href="/docs/guide-to-lgbtq">Guide to LGBTQ+</a>
            </li>
            <li>
              <a href="/guidelines">Club guidelines</a>
            </li>
            <li>
              <a href="/agenda">This week's agenda</a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-safety">
          <h2 id="footer-safety">Your safety</h2>
          <ul>
            <li>
              <a href="/support">Support and helplines</a>
            </li>
            <li>
              <a href="/privacy">Privacy</a>
            </li>
            <li>
              <a href="/quick-exit">Quick exit</a>
            </li>
          </ul>
        </section>
      </div>
      <p className="footer-note">
        {club.name} is a student club. It is not affiliated with {school.name} or the school
        district. Visit the <a href={school.website}>{school.name} website</a>. Site by{" "}
        <a href={siteCreator.website}>{siteCreator.name}</a>.
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
