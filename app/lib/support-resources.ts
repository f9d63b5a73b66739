import { z } from "zod";

// The support organisations a page in each language lists: the club's stored list (decision
// 0111), which content/support-resources.json and content/<code>/support-resources.json start
// (each language its own: which services answer in that language differs). Each entry carries
// the date an organiser last checked its details, so the admin panel can flag numbers that may
// have changed.

/** One way to reach a service: the words shown and the link a phone opens. */
export interface SupportContact {
  label: string;
  /** https:, tel:, mailto: or sms: */
  link: string;
}

/** A support organisation as pages show it and organisers edit it. */
export interface SupportResource {
  name: string;
  description: string;
  contacts: SupportContact[];
  /** YYYY-MM-DD */
  lastChecked: string;
}

const calendarDate = z.iso.date({ error: "must be a date written as YYYY-MM-DD" });

const fileContactSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.enum(["phone", "text"]), label: z.string().min(1), value: z.string().min(1) }),
  z.object({
    kind: z.enum(["website", "chat"]),
    label: z.string().min(1),
    value: z.url({ protocol: /^https$/, error: "must be an https address" }),
  }),
]);

/** A contact as the starting files write it: its kind and the number or address. */
export type FileContact = z.infer<typeof fileContactSchema>;

const fileResourceSchema = z.object({
  name: z.string().min(1),
  description: z.string().min(1),
  contacts: z.array(fileContactSchema).min(1),
  lastChecked: calendarDate,
});

/** Checks the parsed support-resources.json; throws one message listing every problem. */
export function parseSupportResources(
  json: unknown,
  file = "support-resources.json",
): SupportResource[] {
  const parsed = z.object({ resources: z.array(fileResourceSchema) }).safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`content/${file} has problems:\n${problems.join("\n")}`);
  }
  return parsed.data.resources.map((resource) => ({
    ...resource,
    contacts: resource.contacts.map((contact) => ({
      label: contact.label,
      link: contactHref(contact),
    })),
  }));
}

function dateParts(date: string): [number, number, number] {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  return [year, month, day];
}

/**
 * The resources whose lastChecked date is more than a year before `now`: checked on 2025-08-01,
 * an entry is fine through 2026-08-01 and stale from 2026-08-02 (dates counted in UTC).
 */
export function staleResources<R extends Pick<SupportResource, "lastChecked">>(
  resources: readonly R[],
  now: Date,
): R[] {
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

/** The link a file's contact opens: a phone call, a text message or the web page. */
export function contactHref(contact: FileContact): string {
  const digits = contact.value.replace(/[^\d+]/g, "");
  if (contact.kind === "phone") return `tel:${digits}`;
  if (contact.kind === "text") return `sms:${digits}`;
  return contact.value;
}
