import { ID, type Models } from "appwrite";
import type { SdkUser } from "./sdk.ts";

// Meetings and their agendas stored through the SDK, as an organiser would, for browser tests.

export interface MeetingSeed {
  title?: string;
  location?: string;
  start: string;
  end: string;
  canceled?: boolean;
  agenda?: Partial<Record<AgendaKey, string>> | null;
}

type AgendaKey =
  | "agenda_preview"
  | "question_1"
  | "question_2"
  | "question_3"
  | "quote_text"
  | "quote_author"
  | "everything_else";

const emptyAgenda: Record<AgendaKey, string> = {
  agenda_preview: "",
  question_1: "",
  question_2: "",
  question_3: "",
  quote_text: "",
  quote_author: "",
  everything_else: "",
};

/** Stores a meeting (and, unless `agenda` is null, its agenda) through the SDK; returns its id. */
export async function seedMeeting(admin: SdkUser, seed: MeetingSeed): Promise<string> {
  const { agenda = {}, ...meeting } = seed;
  const created = await admin.databases.createDocument({
    databaseId: "offbranch",
    collectionId: "club_meetings",
    documentId: ID.unique(),
    data: meeting,
  });
  if (agenda !== null) {
    await admin.databases.createDocument({
      databaseId: "offbranch",
      collectionId: "club_agendas",
      documentId: created.$id,
      data: { ...emptyAgenda, ...agenda },
    });
  }
  return created.$id;
}

export function readMeeting(reader: SdkUser, id: string): Promise<Models.DefaultDocument> {
  return reader.databases.getDocument({
    databaseId: "offbranch",
    collectionId: "club_meetings",
    documentId: id,
  });
}

export function readAgenda(reader: SdkUser, id: string): Promise<Models.DefaultDocument> {
  return reader.databases.getDocument({
    databaseId: "offbranch",
    collectionId: "club_agendas",
    documentId: id,
  });
}

/** An ISO instant `days` days from now (negative: in the past). */
export function daysFromNow(days: number, hours = 0): string {
  return new Date(Date.now() + (days * 24 + hours) * 60 * 60 * 1000).toISOString();
}
