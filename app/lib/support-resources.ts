import { z } from "zod";
import resourcesFile from "../../content/support-resources.json";

// The support organisations of content/support-resources.json. Each entry carries the date an
// organiser last checked its details, so the admin panel can flag numbers that may have changed.

const calendarDate = z.iso.date({ error: "must be a date written as YYYY-MM-DD" });

const contactSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.enum(["phone", "text"]), label: z.string().min(1), value: z.string().min(1) }),
  z.object({
    kind: z.enum(["website", "chat"]),
    label: z.string().min(1),
    value: z.url({ protocol: /^https$/, error: "must be an https address" }),
  }),
]);

const resourceSchema = z.object({
  name: z.string().min(1),
  description: z.string().min(1),
  contacts: z.array(contactSchema).min(1),
  lastChecked: calendarDate,
});

export type SupportContact = z.infer<typeof contactSchema>;
export type SupportResource = z.infer<typeof resourceSchema>;

/** Checks the parsed support-resources.json; throws one message listing every problem. */
export function parseSupportResources(json: unknown): SupportResource[] {
  const parsed = z.object({ resources: z.array(resourceSchema) }).safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`content/support-resources.json has problems:\n${problems.join("\n")}`);
  }
  return parsed.data.resources;
}

/** The entries of content/support-resources.json, checked when the site loads. */
export const supportResources: readonly SupportResource[] = parseSupportResources(resourcesFile);

function dateParts(date: string): [number, number, number] {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  return [year, month, day];
}

/**
 * The resources whose lastChecked date is more than a year before `now`: checked on 2025-08-01,
 * an entry is fine through 2026-08-01 and stale from 2026-08-02 (dates counted in UTC).
 */
export function staleResources(
  resources: readonly SupportResource[],
  now: Date,
): SupportResource[] {
  return resources.filter((resource) => {
    const [year, month, day] = dateParts(resource.lastChecked);
    const firstStaleDay = Date.UTC(year + 1, month - 1, day + 1);
    return now.getTime() >= firstStaleDay;
  });
}

const checkedDateFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  year: "numeric",
  month: "long",
  day: "numeric",
});

/** A lastChecked date in words, "August 1, 2025": a calendar date, so no time zone moves it. */
export function formatCheckedDate(date: string): string {
  const [year, month, day] = dateParts(date);
  return checkedDateFormat.format(Date.UTC(year, month - 1, day));
}

/** The link a contact opens: a phone call, a text message or the web page. */
export function contactHref(contact: SupportContact): string {
  const digits = contact.value.replace(/[^\d+]/g, "");
  if (contact.kind === "phone") return `tel:${digits}`;
  if (contact.kind === "text") return `sms:${digits}`;
  return contact.value;
}
