import type { Translator } from "../../../i18n/translate.ts";
import { circleTimeQuestions } from "../../components/agenda-sections.tsx";
import type { Agenda } from "../collections/agendas.ts";
import type { Meeting } from "../collections/meetings.ts";
import { meetingTitle } from "../meeting-title.ts";

/**
 * A meeting's agenda as one Markdown file: its title, `when`, then each written section under
 * the heading the agenda page gives it, and the organisers' own Markdown as they wrote it.
 */
export function agendaMarkdown(
  meeting: Meeting,
  agenda: Agenda | undefined,
  when: string,
  words: Pick<Translator, "t">,
): string {
  const parts = [`# ${meetingTitle(meeting, words)}`, when];
  if (meeting.canceled) parts.push(`_${words.t("agenda.canceled")}_`);
  if (!agenda) return [...parts, `_${words.t("agenda.notWritten")}_`].join("\n\n") + "\n";
  const section = (title: string, text: string) => {
    if (text.trim()) parts.push(`## ${title}`, text.trim());
  };
  section(words.t("agenda.theGayAgenda"), agenda.agenda_preview);
  section(
    words.t("agenda.circleTime"),
    circleTimeQuestions(agenda)
      .map((question) => `- ${question}`)
      .join("\n"),
  );
  const quoted = (text: string) => `> ${text.trim().replace(/\n/g, "\n> ")}`;
  const author = agenda.quote_author.trim();
  const quote = agenda.quote_text.trim()
    ? `${quoted(agenda.quote_text)}${author ? `\n>\n${quoted(author)}` : ""}`
    : "";
  section(words.t("agenda.quoteOfTheDay"), quote);
  section(words.t("agenda.more"), agenda.everything_else);
  return parts.join("\n\n") + "\n";
}
