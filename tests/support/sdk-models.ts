// Concrete names for the SDK's generic response models, so a JSON schema can be generated from
// the appwrite package's own type declarations (see response-schemas.ts). Not runtime code.
import type { Models } from "appwrite";

export type UserModel = Models.User<Models.Preferences>;
export type SessionModel = Models.Session;
export type SessionListModel = Models.SessionList;
export type PreferencesModel = Models.Preferences;
export type DocumentModel = Models.Document;
export type DocumentListModel = Models.DocumentList<Models.Document>;
export type MfaTypeModel = Models.MfaType;
export type MfaChallengeModel = Models.MfaChallenge;
export type MfaFactorsModel = Models.MfaFactors;
export type MfaRecoveryCodesModel = Models.MfaRecoveryCodes;
export type IdentityModel = Models.Identity;
export type IdentityListModel = Models.IdentityList;
export type TokenModel = Models.Token;
export type JwtModel = Models.Jwt;
export type LogListModel = Models.LogList;
export type TargetModel = Models.Target;
