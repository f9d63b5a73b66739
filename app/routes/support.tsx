import type { Route } from "./+types/support";
import { pageMeta } from "../lib/page-meta.ts";
import { ContentPage } from "../components/content-page.tsx";
import { loadPage } from "../lib/content.server.ts";
import { contactHref, formatCheckedDate, supportResources } from "../lib/support-resources.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const content = await loadPage(context, "support");
  // Links and dates are worked out here, so the page's browser code needs no resource schema.
  const resources = supportResources.map((resource) => ({
    name: resource.name,
    description: resource.description,
    contacts: resource.contacts.map((contact) => ({ ...contact, href: contactHref(contact) })),
    lastChecked: resource.lastChecked,
    lastCheckedText: formatCheckedDate(resource.lastChecked),
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
  return (
    <ContentPage title={loaderData.title} html={loaderData.html} className="support-page">
      <h2>Helplines and organisations</h2>
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
              Last checked <time dateTime={resource.lastChecked}>{resource.lastCheckedText}</time>
            </p>
          </li>
        ))}
      </ul>
    </ContentPage>
  );
}
