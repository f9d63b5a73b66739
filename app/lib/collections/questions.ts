import { ID, Query, type Databases } from "appwrite";
import { z } from "zod";
import { DATABASE_ID, noDocumentPermissions } from "./database.ts";
import { attributesObject } from "./document-shape.ts";
import { CHECKINS, QUESTIONS } from "./ids.ts";

// club_questions: anonymous questions from phones in the room (the Ask page), queued for the
// organisers, who show, hide or mark each answered on the presenter view. Guests may create;
// only organisers read (decision 0098). club_checkins: one "I'm here" per phone, counted.

export { CHECKINS, QUESTIONS };

/** The longest question a phone may send (appwrite.json's size of `text`). */
export const QUESTION_LENGTH = 280;
/** How many questions the presenter view lists (newest first). */
const QUEUE_LIMIT = 200;

export const questionSchema = attributesObject(QUESTIONS)
  .extend({ $id: z.string(), $createdAt: z.string() })
  .transform(({ $id, $createdAt, ...question }) => ({
    id: $id,
    createdAt: $createdAt,
    ...question,
  }));

/** A club_questions document as the organisers read it. */
export type Question = z.output<typeof questionSchema>;
export type QuestionStatus = Question["status"];

/** The organisers' queue of meeting `meetingId` (listDocuments), newest first. */
export async function listQuestions(databases: Databases, meetingId: string): Promise<Question[]> {
  const list = await databases.listDocuments({
    databaseId: DATABASE_ID,
    collectionId: QUESTIONS,
    queries: [
      Query.equal("meeting_id", meetingId),
      Query.orderDesc("$createdAt"),
      Query.limit(QUEUE_LIMIT),
    ],
  });
  return list.documents.map((document) => questionSchema.parse(document));
}

/** An organiser shows, hides or marks a question answered (updateDocument). */
export async function setQuestionStatus(
  databases: Databases,
  id: string,
  status: QuestionStatus,
): Promise<void> {
  await databases.updateDocument({
    databaseId: DATABASE_ID,
    collectionId: QUESTIONS,
    documentId: id,
    data: { status },
  });
}

/** A phone sends its question about meeting `meetingId` (createDocument, as a guest). */
export async function askQuestion(
  databases: Databases,
  meetingId: string,
  text: string,
): Promise<void> {
  await databases.createDocument({
    databaseId: DATABASE_ID,
    collectionId: QUESTIONS,
    documentId: ID.unique(),
    data: { meeting_id: meetingId, text },
    permissions: noDocumentPermissions(),
  });
}

/** How many phones said "I'm here" at meeting `meetingId` (listDocuments' total). */
export async function countCheckins(databases: Databases, meetingId: string): Promise<number> {
  const list = await databases.listDocuments({
    databaseId: DATABASE_ID,
    collectionId: CHECKINS,
    queries: [Query.equal("meeting_id", meetingId), Query.limit(1), Query.select(["$id"])],
  });
  return list.total;
}
