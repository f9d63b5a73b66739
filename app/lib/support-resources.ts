import { z } from "zod";
import { DEFAULT_LOCALE, type Locale } from "../../i18n/locales.ts";

// The support organisations of content/support-resources.json, and of content/<code>/ for each
// other language (its own list: which services answer in that language differs). Each entry
// carries the date an organiser last checked its details, so the admin panel can flag numbers
// that may have changed.

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
export function parseSupportResources(
  json: unknown,
  file = "support-resources.json",
): SupportResource[] {
  const parsed = z.object({ resources: z.array(resourceSchema) }).safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`content/${file} has problems:\n${problems.join("\n")}`);
  }
  return parsed.data.resources;
}

const files = import.meta.glob<unknown>("../../content/**/support-resources.json", {
  import: "default",
  eager: true,
});

/** Every language's list, checked when the site loads, by file ("es/support-resources.json"). */
const listsByFile = new Map(
  Object.entries(files).map(([path, json]) => {
    const file = path.replace("../../content/", "");
    return [file, parseSupportResources(json, file)];
  }),
);

/** The support resources shown in `locale` (the default language's list until it has its own). */
export function supportResourcesFor(locale: Locale): readonly SupportResource[] {
  const own =
    locale === DEFAULT_LOCALE ? undefined : listsByFile.get(`${locale}/support-resources.json`);
  return own ?? listsByFile.get("support-resources.json") ?? [];
}

/** Every language's entries, for the admin panel's check of their dates. */
export const supportResources: readonly SupportResource[] = [...listsByFile.values()].flat();

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

/**
 * A lastChecked date in words, "August 1, 2025" ("1 de agosto de 2025"): a calendar date, so no
 * time zone moves it.
 */
export function formatCheckedDate(date: string, intlTag = "en-US"): string {
  const [year, month, day] = dateParts(date);
  return new Intl.DateTimeFormat(intlTag, {
    timeZone: "UTC",
    year: "numeric",
    month: "long",
    day: "numeric",
  }).format(Date.UTC(year, month - 1, day));
}

/** The link a contact opens: a phone call, a text message or the web page. */
export function contactHref(contact: SupportContact): string {
  const digits = contact.value.replace(/[^\d+]/g, "");
  if (contact.kind === "phone") return `tel:${digits}`;
  if (contact.kind === "text") return `sms:${digits}`;
  return contact.value;
}
