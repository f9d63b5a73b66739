// STUB (documents engineer replaces): the storage interface for documents.
export type DocumentStore = Record<string, never>;
