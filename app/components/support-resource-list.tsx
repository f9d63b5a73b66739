import type { SupportResource } from "../lib/support-resources.ts";
import { useWords } from "../lib/words.tsx";

/** A resource as the list shows it: its date already in words (the page's browser code has no formatter). */
export interface ShownResource extends SupportResource {
  lastCheckedText: string;
}

/** The support page's helplines and organisations; the admin's preview shows the same. */
export function SupportResourceList({ resources }: { resources: readonly ShownResource[] }) {
  const words = useWords();
  return (
    <ul className="resource-list">
      {resources.map((resource, index) => (
        <li key={index} className="card resource">
          <h3>{resource.name}</h3>
          <p>{resource.description}</p>
          <ul className="resource-contacts">
            {resource.contacts.map((contact, at) => (
              <li key={at}>
                <a
                  href={contact.link}
                  rel={contact.link.startsWith("https:") ? "noreferrer" : undefined}
                >
                  {contact.label}
                </a>
              </li>
            ))}
          </ul>
          {resource.lastChecked && (
            <p className="resource-checked">
              {words.node("support.lastChecked", {
                date: <time dateTime={resource.lastChecked}>{resource.lastCheckedText}</time>,
              })}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
