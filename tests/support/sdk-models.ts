// Concrete names for the SDK's generic response models, so a JSON schema can be generated from
// the appwrite package's own type declarations (see response-schemas.ts). Not runtime code.
import type { Models } from "appwrite";
import type { Models as ModelsV18 } from "appwrite-v18";

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
export type FileModel = Models.File;
export type FileListModel = Models.FileList;
export type TransactionModel = Models.Transaction;
export type TransactionListModel = Models.TransactionList;

// The 1.7-era SDK (appwrite@18, installed as appwrite-v18), for the models that differ from today's.
export type UserV18Model = ModelsV18.User<ModelsV18.Preferences>;
export type MfaFactorsV18Model = ModelsV18.MfaFactors;
export type LogListV18Model = ModelsV18.LogList;
export type DocumentV18Model = ModelsV18.Document;
export type DocumentListV18Model = ModelsV18.DocumentList<ModelsV18.Document>;
export type FileV18Model = ModelsV18.File;
export type FileListV18Model = ModelsV18.FileList;
