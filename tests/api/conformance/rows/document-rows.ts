import { ID, Query, type Models } from "appwrite";
import { ID as IDV18, Query as QueryV18, type Models as ModelsV18 } from "appwrite-v18";
import { row } from "../row.ts";
import { admin, type Scenario } from "../scenario.ts";

// `club_counters` (added to the shipped model by the scenario): anyone reads, organisers write.
const databaseId = "offbranch";
const collectionId = "club_counters";

/** A counter as each SDK types it: a document with the attributes its data parameters take. */
type Counter = Models.Document & { label: string; votes: number };
type CounterV18 = ModelsV18.Document & { label: string; votes: number };

/** An organiser and a counter document of theirs holding `votes`. */
async function organiserWithCounter(scenario: Scenario, votes = 5) {
  const organiser = await admin(scenario);
  const document = await organiser.current.databases.createDocument<Counter>({
    databaseId,
    collectionId,
    documentId: ID.unique(),
    data: { label: "votes", votes },
  });
  return { organiser, documentId: document.$id };
}

/** The eight document operations of the Databases API. */
export const documentRows = [
  row({
    operationId: "databasesListDocuments",
    name: "an organiser lists the counters with a query and gets the DocumentList model",
    success: { model: "DocumentListModel", shows: { total: 1 } },
    prepare: (scenario) => organiserWithCounter(scenario),
    current: ({ organiser, documentId }) =>
      organiser.current.databases.listDocuments({
        databaseId,
        collectionId,
        queries: [Query.equal("$id", documentId)],
      }),
    v18: ({ organiser, documentId }) =>
      organiser.v18.databases.listDocuments(databaseId, collectionId, [
        QueryV18.equal("$id", documentId),
      ]),
  }),
  row({
    operationId: "databasesCreateDocument",
    name: "an organiser creates a counter and gets the Document model",
    success: { model: "DocumentModel", shows: { label: "new", votes: 1 } },
    prepare: async (scenario) => ({ organiser: await admin(scenario) }),
    current: ({ organiser }) =>
      organiser.current.databases.createDocument<Counter>({
        databaseId,
        collectionId,
        documentId: ID.unique(),
        data: { label: "new", votes: 1 },
      }),
    v18: ({ organiser }) =>
      organiser.v18.databases.createDocument<CounterV18>(databaseId, collectionId, IDV18.unique(), {
        label: "new",
        votes: 1,
      }),
  }),
  row({
    operationId: "databasesGetDocument",
    name: "an organiser reads a counter and gets the Document model",
    success: { model: "DocumentModel", shows: { votes: 5 } },
    prepare: (scenario) => organiserWithCounter(scenario),
    current: ({ organiser, documentId }) =>
      organiser.current.databases.getDocument({ databaseId, collectionId, documentId }),
    v18: ({ organiser, documentId }) =>
      organiser.v18.databases.getDocument(databaseId, collectionId, documentId),
  }),
  row({
    operationId: "databasesUpsertDocument",
    name: "an organiser replaces a counter with an upsert and gets the Document model",
    success: { model: "DocumentModel", shows: { label: "replaced", votes: 9 } },
    prepare: (scenario) => organiserWithCounter(scenario),
    current: ({ organiser, documentId }) =>
      organiser.current.databases.upsertDocument<Counter>({
        databaseId,
        collectionId,
        documentId,
        data: { label: "replaced", votes: 9 },
      }),
    v18: ({ organiser, documentId }) =>
      organiser.v18.databases.upsertDocument<CounterV18>(databaseId, collectionId, documentId, {
        label: "replaced",
        votes: 9,
      }),
  }),
  row({
    operationId: "databasesUpdateDocument",
    name: "an organiser renames a counter and gets the Document model",
    success: { model: "DocumentModel", shows: { label: "renamed", votes: 5 } },
    prepare: (scenario) => organiserWithCounter(scenario),
    current: ({ organiser, documentId }) =>
      organiser.current.databases.updateDocument<Counter>({
        databaseId,
        collectionId,
        documentId,
        data: { label: "renamed" },
      }),
    v18: ({ organiser, documentId }) =>
      organiser.v18.databases.updateDocument<CounterV18>(databaseId, collectionId, documentId, {
        label: "renamed",
      }),
  }),
  row({
    operationId: "databasesDeleteDocument",
    name: "an organiser deletes a counter and gets an empty 204",
    success: { empty: true },
    prepare: (scenario) => organiserWithCounter(scenario),
    current: ({ organiser, documentId }) =>
      organiser.current.databases.deleteDocument({ databaseId, collectionId, documentId }),
    v18: ({ organiser, documentId }) =>
      organiser.v18.databases.deleteDocument(databaseId, collectionId, documentId),
  }),
  row({
    operationId: "databasesDecrementDocumentAttribute",
    name: "an organiser decrements a counter's votes and gets the Document model",
    success: { model: "DocumentModel", shows: { votes: 4 } },
    prepare: (scenario) => organiserWithCounter(scenario),
    current: ({ organiser, documentId }) =>
      organiser.current.databases.decrementDocumentAttribute({
        databaseId,
        collectionId,
        documentId,
        attribute: "votes",
      }),
    v18: ({ organiser, documentId }) =>
      organiser.v18.databases.decrementDocumentAttribute(
        databaseId,
        collectionId,
        documentId,
        "votes",
      ),
  }),
  row({
    operationId: "databasesIncrementDocumentAttribute",
    name: "an organiser increments a counter's votes and gets the Document model",
    success: { model: "DocumentModel", shows: { votes: 6 } },
    prepare: (scenario) => organiserWithCounter(scenario),
    current: ({ organiser, documentId }) =>
      organiser.current.databases.incrementDocumentAttribute({
        databaseId,
        collectionId,
        documentId,
        attribute: "votes",
      }),
    v18: ({ organiser, documentId }) =>
      organiser.v18.databases.incrementDocumentAttribute(
        databaseId,
        collectionId,
        documentId,
        "votes",
      ),
  }),
];
