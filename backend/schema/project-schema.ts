// STUB (documents engineer replaces): appwrite.json read into typed collections.
export interface ProjectSchema {
  projectId: string;
}
export function parseProjectSchema(json: unknown): ProjectSchema {
  return { projectId: String((json as { projectId: string }).projectId) };
}
