import { formatCheckedDate, type SupportResource } from "../../lib/support-resources.ts";

/**
 * Tells organisers which support resources nobody has checked for over a year, so a changed
 * crisis number never lingers on the site. Renders nothing when every entry is current.
 */
export function StaleResourcesWarning({ resources }: { resources: readonly SupportResource[] }) {
  if (resources.length === 0) {
    return null;
  }
  return (
    <section className="admin-card admin-warning" aria-labelledby="stale-resources-heading">
      <h2 id="stale-resources-heading">Support resources to check</h2>
      <p>
        These entries on the <a href="/support">support page</a> have not been checked for over a
        year. Please confirm their numbers and links still work, then update their "last checked"
        date in content/support-resources.json.
      </p>
      <ul>
        {resources.map((resource) => (
          <li key={resource.name}>
            {resource.name} (last checked {formatCheckedDate(resource.lastChecked)})
          </li>
        ))}
      </ul>
    </section>
  );
}
