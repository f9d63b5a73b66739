import { describe, expect, test } from "vitest";
import { translatorFor } from "../../../i18n/catalogues.ts";
import { agendaSchema } from "../collections/agendas.ts";
import { meetingSchema } from "../collections/meetings.ts";
import { agendaMarkdown } from "./agenda-markdown.ts";

const words = translatorFor("en");
const meeting = meetingSchema.parse({
  $id: "m1",
  title: "Pride Week Planning",
  start: "2026-09-30T20:00:00.000Z",
  end: "2026-09-30T21:00:00.000Z",
});

describe("an agenda as Markdown", () => {
  test("each written section under the agenda page's heading, the organisers' Markdown as written", () => {
    const agenda = agendaSchema.parse({
      agenda_preview: "Posters and snacks.",
      question_1: "What should we paint?",
      question_3: "Who can bring paint?",
      quote_text: "Be yourself;\neveryone else is taken.",
      quote_author: "Oscar Wilde",
      everything_else: "- [Sign-up sheet](https://example.org/sheet)",
    });
    expect(agendaMarkdown(meeting, agenda, "September 30, 2026", words)).toBe(
      [
        "# Pride Week Planning",
        "September 30, 2026",
        "## The Gay Agenda",
        "Posters and snacks.",
        "## Circle Time",
        "- What should we paint?\n- Who can bring paint?",
        "## Quote of the day",
        "> Be yourself;\n> everyone else is taken.\n>\n> Oscar Wilde",
        "## More for this meeting",
        "- [Sign-up sheet](https://example.org/sheet)",
      ].join("\n\n") + "\n",
    );
  });

  test("a canceled meeting with no agenda says both", () => {
    const text = agendaMarkdown({ ...meeting, canceled: true }, undefined, "Today", words);
    expect(text).toContain("_This meeting has been canceled._");
    expect(text).toContain("_The agenda for this meeting hasn't been written yet._");
  });
});
