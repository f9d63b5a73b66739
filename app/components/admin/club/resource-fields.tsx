import { MOST_RESOURCES } from "../../../lib/collections/support-resources.ts";
import type { SupportResource } from "../../../lib/support-resources.ts";
import { useWords } from "../../../lib/words.tsx";
import { ListEntryTools, movedFocus } from "./list-entry-tools.tsx";

/** The names of resource `index`'s fields, as posted; `contact(at)` those of its way `at`. */
export function resourceFieldNames(index: number) {
  return {
    name: `${index}.name`,
    description: `${index}.description`,
    lastChecked: `${index}.lastChecked`,
    contact: (at: number) => ({
      label: `${index}.contacts.${at}.label`,
      link: `${index}.contacts.${at}.link`,
    }),
  };
}

/** The intents of a resource's own buttons: a way to reach it added or removed, checked today. */
export const resourceIntent = {
  addContact: (index: number) => `add-contact:${index}`,
  removeContact: (index: number, at: number) => `remove-contact:${index}:${at}`,
  checkedToday: (index: number) => `checked:${index}`,
};

interface ResourceFieldsProps {
  draft: readonly SupportResource[];
  /** The problem at a field ("2.name", "2.contacts.0.link"), in words, or null. */
  problemOf(key: string): string | null;
  /** The intent of the form that drew this draft: after a move, the focus follows the entry. */
  lastIntent: string | null;
}

/**
 * Each resource's name, description, ways to reach it and date checked, in the list's form; its
 * buttons add, move and remove resources and ways to reach them, drawing the draft again unsaved.
 */
export function ResourceFields({ draft, problemOf, lastIntent }: ResourceFieldsProps) {
  const words = useWords();
  return (
    <section className="admin-card" aria-labelledby="list-heading">
      <h2 id="list-heading">{words.t("resources.listHeading")}</h2>
      {draft.length === 0 && <p>{words.t("resources.empty")}</p>}
      <ol className="list-entries">
        {draft.map((entry, index) => {
          const name = words.t("resources.entry", { number: index + 1 });
          const names = resourceFieldNames(index);
          const field = (key: string) => ({
            id: `resource-${index}-${key.replaceAll(".", "-")}`,
            problem: problemOf(`${index}.${key}`),
          });
          const isAdded = lastIntent === "add" && index === draft.length - 1;
          return (
            <li key={index} className="list-entry">
              <h3>{name}</h3>
              <TextField
                {...field("name")}
                name={names.name}
                label={words.t("resources.name")}
                value={entry.name}
                isFocused={isAdded}
              />
              <TextField
                {...field("description")}
                name={names.description}
                label={words.t("resources.description")}
                value={entry.description}
                isMultiline
              />
              <fieldset className="resource-contacts-fields">
                <legend>{words.t("resources.contacts")}</legend>
                <p className="admin-hint">{words.t("resources.contactHint")}</p>
                {entry.contacts.map((contact, at) => (
                  <div key={at} className="resource-contact-field">
                    <TextField
                      {...field(`contacts.${at}.label`)}
                      name={names.contact(at).label}
                      label={words.t("resources.contactLabel")}
                      value={contact.label}
                      isFocused={
                        lastIntent === resourceIntent.addContact(index) &&
                        at === entry.contacts.length - 1
                      }
                    />
                    <TextField
                      {...field(`contacts.${at}.link`)}
                      name={names.contact(at).link}
                      label={words.t("resources.contactLink")}
                      value={contact.link}
                    />
                    <button
                      type="submit"
                      name="intent"
                      value={resourceIntent.removeContact(index, at)}
                      className="button button-ghost"
                    >
                      {words.t("resources.removeContact")}
                    </button>
                  </div>
                ))}
                {problemOf(`${index}.contacts`) !== null && (
                  <p className="field-problem">{problemOf(`${index}.contacts`)}</p>
                )}
                <button
                  type="submit"
                  name="intent"
                  value={resourceIntent.addContact(index)}
                  className="button button-secondary"
                >
                  {words.t("resources.addContact")}
                </button>
              </fieldset>
              <div className="resource-checked-field">
                <TextField
                  {...field("lastChecked")}
                  name={names.lastChecked}
                  label={words.t("resources.lastChecked")}
                  type="date"
                  value={entry.lastChecked}
                />
                <button
                  type="submit"
                  name="intent"
                  value={resourceIntent.checkedToday(index)}
                  className="button button-secondary"
                  autoFocus={lastIntent === resourceIntent.checkedToday(index)}
                >
                  {words.t("resources.markChecked")}
                  <span className="visually-hidden"> {entry.name || name}</span>
                </button>
              </div>
              <ListEntryTools
                index={index}
                entryName={entry.name || name}
                isFirst={index === 0}
                isLast={index === draft.length - 1}
                canRemove
                focus={movedFocus(lastIntent, index)}
              />
            </li>
          );
        })}
      </ol>
      {problemOf("list") !== null && <p className="field-problem">{problemOf("list")}</p>}
      <button
        type="submit"
        name="intent"
        value="add"
        className="button button-secondary"
        disabled={draft.length >= MOST_RESOURCES}
      >
        {words.t("resources.add")}
      </button>
    </section>
  );
}

interface TextFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  problem: string | null;
  type?: "text" | "date";
  isMultiline?: boolean;
  /** Whether the page drawn after a button has the focus here (what it just added). */
  isFocused?: boolean;
}

/** One labelled field with its problem under it. */
function TextField({
  id,
  name,
  label,
  value,
  problem,
  type = "text",
  isMultiline,
  isFocused = false,
}: TextFieldProps) {
  const shared = {
    id,
    name,
    defaultValue: value,
    autoFocus: isFocused,
    "aria-invalid": problem !== null || undefined,
    "aria-describedby": problem === null ? undefined : `${id}-problem`,
  };
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      {isMultiline ? <textarea {...shared} rows={3} /> : <input {...shared} type={type} />}
      {problem !== null && (
        <p id={`${id}-problem`} className="field-problem">
          {problem}
        </p>
      )}
    </div>
  );
}
