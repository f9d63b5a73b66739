import type { Route } from "./+types/support";
import { pageMeta } from "../lib/page-meta.ts";
import { ContentPage } from "../components/content-page.tsx";
import { loadPage } from "../lib/content.server.ts";
import { localeOfRequest } from "../../i18n/locale-paths.ts";
import { contactHref, formatCheckedDate, supportResourcesFor } from "../lib/support-resources.ts";
import { useWords } from "../lib/words.tsx";
import { localeInfo } from "../../i18n/locales.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const content = await loadPage(context, "support", locale);
  // Links and dates are worked out here, so the page's browser code needs no resource schema.
  const resources = supportResourcesFor(locale).map((resource) => ({
    name: resource.name,
    description: resource.description,
    contacts: resource.contacts.map((contact) => ({ ...contact, href: contactHref(contact) })),
    lastChecked: resource.lastChecked,
    lastCheckedText: formatCheckedDate(resource.lastChecked, localeInfo(locale).intlTag),
  }));
  return { ...content, documentTitle: `${content.title} | ${context.club.club.name}`, resources };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: loaderData.documentTitle,
    description: loaderData.description,
    path: "/support",
  });
}

export default function SupportPage({ loaderData }: Route.ComponentProps) {
  const words = useWords();
  return (
    <ContentPage
      title={loaderData.title}
      html={loaderData.html}
      lang={loaderData.lang}
      className="support-page"
    >
      <h2>{words.t("support.helplines")}</h2>
      <ul className="resource-list">
        {loaderData.resources.map((resource) => (
          <li key={resource.name} className="card resource">
            <h3>{resource.name}</h3>
            <p>{resource.description}</p>
            <ul className="resource-contacts">
              {resource.contacts.map((contact) => (
                <li key={`${contact.kind}-${contact.value}`}>
                  <a
                    href={contact.href}
                    rel={contact.kind === "website" ? "noreferrer" : undefined}
                  >
                    {contact.label}
                  </a>
                </li>
              ))}
            </ul>
            <p className="resource-checked">
              {words.node("support.lastChecked", {
                date: <time dateTime={resource.lastChecked}>{resource.lastCheckedText}</time>,
              })}
            </p>
          </li>
        ))}
      </ul>
    </ContentPage>
  );
}
