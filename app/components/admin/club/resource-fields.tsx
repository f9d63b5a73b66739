import type { Dispatch, SetStateAction } from "react";
import { moved, newEntryKey, type Keyed } from "../../../lib/admin/list-draft.ts";
import { toZonedInputs } from "../../../lib/club-time/index.ts";
import { MOST_RESOURCES } from "../../../lib/collections/support-resources.ts";
import type { SupportContact, SupportResource } from "../../../lib/support-resources.ts";
import { usePublicSettings } from "../../../lib/use-public-settings.ts";
import { useWords } from "../../../lib/words.tsx";
import { ListEntryTools } from "./list-entry-tools.tsx";

/** A resource as the screen edits it: its ways to reach it keyed, so they move and go whole. */
export interface ResourceDraft extends Omit<SupportResource, "contacts"> {
  contacts: Keyed<SupportContact>[];
}

interface ResourceFieldsProps {
  draft: Keyed<ResourceDraft>[];
  /** The problem at a field ("2.name", "2.contacts.0.link"), in words, or null. */
  problemOf(key: string): string | null;
  onChange: Dispatch<SetStateAction<Keyed<ResourceDraft>[]>>;
}

/** Each resource's name, description, ways to reach it and date checked; add, move, remove. */
export function ResourceFields({ draft, problemOf, onChange }: ResourceFieldsProps) {
  const words = useWords();
  const { timeZone } = usePublicSettings().club;
  // "Today" on the club's calendar, read when the button is pressed.
  const today = () => toZonedInputs(new Date().toISOString(), timeZone)?.date ?? "";
  const change = (index: number, patch: Partial<ResourceDraft>) =>
    onChange((current) =>
      current.map((entry, at) => (at === index ? { ...entry, ...patch } : entry)),
    );
  const add = () =>
    onChange((current) => [
      ...current,
      {
        key: newEntryKey(),
        name: "",
        description: "",
        contacts: [{ key: newEntryKey(), label: "", link: "" }],
        lastChecked: today(),
      },
    ]);
  return (
    <section className="admin-card" aria-labelledby="list-heading">
      <h2 id="list-heading">{words.t("resources.listHeading")}</h2>
      {draft.length === 0 && <p>{words.t("resources.empty")}</p>}
      <ol className="list-entries">
        {draft.map((entry, index) => {
          const name = words.t("resources.entry", { number: index + 1 });
          const field = (key: string) => ({
            id: `${entry.key}-${key}`,
            problem: problemOf(`${index}.${key}`),
          });
          return (
            <li key={entry.key} className="list-entry">
              <h3>{name}</h3>
              <TextField
                {...field("name")}
                label={words.t("resources.name")}
                value={entry.name}
                onChange={(value) => change(index, { name: value })}
              />
              <TextField
                {...field("description")}
                label={words.t("resources.description")}
                value={entry.description}
                isMultiline
                onChange={(value) => change(index, { description: value })}
              />
              <fieldset className="resource-contacts-fields">
                <legend>{words.t("resources.contacts")}</legend>
                <p className="admin-hint">{words.t("resources.contactHint")}</p>
                {entry.contacts.map((contact, at) => {
                  const setContact = (patch: Partial<SupportContact>) =>
                    change(index, {
                      contacts: entry.contacts.map((each, i) =>
                        i === at ? { ...each, ...patch } : each,
                      ),
                    });
                  return (
                    <div key={contact.key} className="resource-contact-field">
                      <TextField
                        {...field(`contacts.${at}.label`)}
                        label={words.t("resources.contactLabel")}
                        value={contact.label}
                        onChange={(value) => setContact({ label: value })}
                      />
                      <TextField
                        {...field(`contacts.${at}.link`)}
                        label={words.t("resources.contactLink")}
                        value={contact.link}
                        onChange={(value) => setContact({ link: value })}
                      />
                      <button
                        type="button"
                        className="button button-ghost"
                        onClick={() =>
                          change(index, { contacts: entry.contacts.filter((_, i) => i !== at) })
                        }
                      >
                        {words.t("resources.removeContact")}
                      </button>
                    </div>
                  );
                })}
                {problemOf(`${index}.contacts`) !== null && (
                  <p className="field-problem">{problemOf(`${index}.contacts`)}</p>
                )}
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() =>
                    change(index, {
                      contacts: [...entry.contacts, { key: newEntryKey(), label: "", link: "" }],
                    })
                  }
                >
                  {words.t("resources.addContact")}
                </button>
              </fieldset>
              <div className="resource-checked-field">
                <TextField
                  {...field("lastChecked")}
                  label={words.t("resources.lastChecked")}
                  type="date"
                  value={entry.lastChecked}
                  onChange={(value) => change(index, { lastChecked: value })}
                />
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => change(index, { lastChecked: today() })}
                >
                  {words.t("resources.markChecked")}
                  <span className="visually-hidden"> {entry.name || name}</span>
                </button>
              </div>
              <ListEntryTools
                entryKey={entry.key}
                entryName={entry.name || name}
                isFirst={index === 0}
                isLast={index === draft.length - 1}
                canRemove
                onMove={(by) => onChange((current) => moved(current, index, by))}
                onRemove={() => onChange((current) => current.filter((_, at) => at !== index))}
              />
            </li>
          );
        })}
      </ol>
      {problemOf("list") !== null && <p className="field-problem">{problemOf("list")}</p>}
      <button
        type="button"
        className="button button-secondary"
        disabled={draft.length >= MOST_RESOURCES}
        onClick={add}
      >
        {words.t("resources.add")}
      </button>
    </section>
  );
}

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  problem: string | null;
  type?: "text" | "date";
  isMultiline?: boolean;
  onChange(value: string): void;
}

/** One labelled field with its problem under it. */
function TextField({
  id,
  label,
  value,
  problem,
  type = "text",
  isMultiline,
  onChange,
}: TextFieldProps) {
  const shared = {
    id,
    value,
    "aria-invalid": problem !== null || undefined,
    "aria-describedby": problem === null ? undefined : `${id}-problem`,
  };
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      {isMultiline ? (
        <textarea {...shared} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...shared} type={type} onChange={(event) => onChange(event.target.value)} />
      )}
      {problem !== null && (
        <p id={`${id}-problem`} className="field-problem">
          {problem}
        </p>
      )}
    </div>
  );
}
