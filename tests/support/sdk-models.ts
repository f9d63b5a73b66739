// Concrete names for the SDK's generic response models, so a JSON schema can be generated from
// the appwrite package's own type declarations (see response-schemas.ts). Not runtime code.
import type { Models } from "appwrite";

export type UserModel = Models.User<Models.Preferences>;
export type SessionModel = Models.Session;
export type SessionListModel = Models.SessionList;
export type PreferencesModel = Models.Preferences;
export type DocumentModel = Models.Document;
export type DocumentListModel = Models.DocumentList<Models.Document>;
