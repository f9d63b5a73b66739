/**
 * The 63 operations the conformance suite covers: every operation tagged `account`, the eight
 * document operations of `databases` and the eight file operations of `storage`, in Appwrite's 1.7 client specification
 * (open-api3-1.7.x-client.json, which lives outside this repository). Each keeps the method, path
 * and success status the specification gives it.
 */
export const specOperations = {
  accountGet: { method: "GET", path: "/account", status: 200 },
  accountCreate: { method: "POST", path: "/account", status: 201 },
  accountUpdateEmail: { method: "PATCH", path: "/account/email", status: 200 },
  accountListIdentities: { method: "GET", path: "/account/identities", status: 200 },
  accountDeleteIdentity: {
    method: "DELETE",
    path: "/account/identities/{identityId}",
    status: 204,
  },
  accountCreateJWT: { method: "POST", path: "/account/jwts", status: 201 },
  accountListLogs: { method: "GET", path: "/account/logs", status: 200 },
  accountUpdateMFA: { method: "PATCH", path: "/account/mfa", status: 200 },
  accountCreateMfaAuthenticator: {
    method: "POST",
    path: "/account/mfa/authenticators/{type}",
    status: 200,
  },
  accountUpdateMfaAuthenticator: {
    method: "PUT",
    path: "/account/mfa/authenticators/{type}",
    status: 200,
  },
  accountDeleteMfaAuthenticator: {
    method: "DELETE",
    path: "/account/mfa/authenticators/{type}",
    status: 204,
  },
  accountCreateMfaChallenge: { method: "POST", path: "/account/mfa/challenge", status: 201 },
  accountUpdateMfaChallenge: { method: "PUT", path: "/account/mfa/challenge", status: 200 },
  accountListMfaFactors: { method: "GET", path: "/account/mfa/factors", status: 200 },
  accountGetMfaRecoveryCodes: { method: "GET", path: "/account/mfa/recovery-codes", status: 200 },
  accountCreateMfaRecoveryCodes: {
    method: "POST",
    path: "/account/mfa/recovery-codes",
    status: 201,
  },
  accountUpdateMfaRecoveryCodes: {
    method: "PATCH",
    path: "/account/mfa/recovery-codes",
    status: 200,
  },
  accountUpdateName: { method: "PATCH", path: "/account/name", status: 200 },
  accountUpdatePassword: { method: "PATCH", path: "/account/password", status: 200 },
  accountUpdatePhone: { method: "PATCH", path: "/account/phone", status: 200 },
  accountGetPrefs: { method: "GET", path: "/account/prefs", status: 200 },
  accountUpdatePrefs: { method: "PATCH", path: "/account/prefs", status: 200 },
  accountCreateRecovery: { method: "POST", path: "/account/recovery", status: 201 },
  accountUpdateRecovery: { method: "PUT", path: "/account/recovery", status: 200 },
  accountListSessions: { method: "GET", path: "/account/sessions", status: 200 },
  accountDeleteSessions: { method: "DELETE", path: "/account/sessions", status: 204 },
  accountCreateAnonymousSession: {
    method: "POST",
    path: "/account/sessions/anonymous",
    status: 201,
  },
  accountCreateEmailPasswordSession: {
    method: "POST",
    path: "/account/sessions/email",
    status: 201,
  },
  accountUpdateMagicURLSession: { method: "PUT", path: "/account/sessions/magic-url", status: 201 },
  accountCreateOAuth2Session: {
    method: "GET",
    path: "/account/sessions/oauth2/{provider}",
    status: 301,
  },
  accountUpdatePhoneSession: { method: "PUT", path: "/account/sessions/phone", status: 201 },
  accountCreateSession: { method: "POST", path: "/account/sessions/token", status: 201 },
  accountGetSession: { method: "GET", path: "/account/sessions/{sessionId}", status: 200 },
  accountUpdateSession: { method: "PATCH", path: "/account/sessions/{sessionId}", status: 200 },
  accountDeleteSession: { method: "DELETE", path: "/account/sessions/{sessionId}", status: 204 },
  accountUpdateStatus: { method: "PATCH", path: "/account/status", status: 200 },
  accountCreatePushTarget: { method: "POST", path: "/account/targets/push", status: 201 },
  accountUpdatePushTarget: { method: "PUT", path: "/account/targets/{targetId}/push", status: 200 },
  accountDeletePushTarget: {
    method: "DELETE",
    path: "/account/targets/{targetId}/push",
    status: 204,
  },
  accountCreateEmailToken: { method: "POST", path: "/account/tokens/email", status: 201 },
  accountCreateMagicURLToken: { method: "POST", path: "/account/tokens/magic-url", status: 201 },
  accountCreateOAuth2Token: {
    method: "GET",
    path: "/account/tokens/oauth2/{provider}",
    status: 301,
  },
  accountCreatePhoneToken: { method: "POST", path: "/account/tokens/phone", status: 201 },
  accountCreateVerification: { method: "POST", path: "/account/verification", status: 201 },
  accountUpdateVerification: { method: "PUT", path: "/account/verification", status: 200 },
  accountCreatePhoneVerification: {
    method: "POST",
    path: "/account/verification/phone",
    status: 201,
  },
  accountUpdatePhoneVerification: {
    method: "PUT",
    path: "/account/verification/phone",
    status: 200,
  },
  databasesListDocuments: {
    method: "GET",
    path: "/databases/{databaseId}/collections/{collectionId}/documents",
    status: 200,
  },
  databasesCreateDocument: {
    method: "POST",
    path: "/databases/{databaseId}/collections/{collectionId}/documents",
    status: 201,
  },
  databasesGetDocument: {
    method: "GET",
    path: "/databases/{databaseId}/collections/{collectionId}/documents/{documentId}",
    status: 200,
  },
  databasesUpsertDocument: {
    method: "PUT",
    path: "/databases/{databaseId}/collections/{collectionId}/documents/{documentId}",
    status: 200,
  },
  databasesUpdateDocument: {
    method: "PATCH",
    path: "/databases/{databaseId}/collections/{collectionId}/documents/{documentId}",
    status: 200,
  },
  databasesDeleteDocument: {
    method: "DELETE",
    path: "/databases/{databaseId}/collections/{collectionId}/documents/{documentId}",
    status: 204,
  },
  databasesDecrementDocumentAttribute: {
    method: "PATCH",
    path: "/databases/{databaseId}/collections/{collectionId}/documents/{documentId}/{attribute}/decrement",
    status: 200,
  },
  databasesIncrementDocumentAttribute: {
    method: "PATCH",
    path: "/databases/{databaseId}/collections/{collectionId}/documents/{documentId}/{attribute}/increment",
    status: 200,
  },
  storageListFiles: { method: "GET", path: "/storage/buckets/{bucketId}/files", status: 200 },
  storageCreateFile: { method: "POST", path: "/storage/buckets/{bucketId}/files", status: 201 },
  storageGetFile: {
    method: "GET",
    path: "/storage/buckets/{bucketId}/files/{fileId}",
    status: 200,
  },
  storageUpdateFile: {
    method: "PUT",
    path: "/storage/buckets/{bucketId}/files/{fileId}",
    status: 200,
  },
  storageDeleteFile: {
    method: "DELETE",
    path: "/storage/buckets/{bucketId}/files/{fileId}",
    status: 204,
  },
  storageGetFileDownload: {
    method: "GET",
    path: "/storage/buckets/{bucketId}/files/{fileId}/download",
    status: 200,
  },
  storageGetFilePreview: {
    method: "GET",
    path: "/storage/buckets/{bucketId}/files/{fileId}/preview",
    status: 200,
  },
  storageGetFileView: {
    method: "GET",
    path: "/storage/buckets/{bucketId}/files/{fileId}/view",
    status: 200,
  },
} as const satisfies Record<string, { method: string; path: string; status: number }>;

export type OperationId = keyof typeof specOperations;

/** The 63 operation ids, in the specification's order. */
export const operationIds = Object.keys(specOperations).filter(isOperationId);

function isOperationId(key: string): key is OperationId {
  return Object.hasOwn(specOperations, key);
}

/**
 * Routes the current SDK (appwrite@27) calls in place of the 1.7 paths; the server answers both.
 */
const movedPaths: Partial<Record<OperationId, string>> = {
  accountCreateMfaChallenge: "/account/mfa/challenges",
  accountUpdateMfaChallenge: "/account/mfa/challenges",
  accountCreateVerification: "/account/verifications/email",
  accountUpdateVerification: "/account/verifications/email",
  accountCreatePhoneVerification: "/account/verifications/phone",
  accountUpdatePhoneVerification: "/account/verifications/phone",
};

/** The operation a request is for, by method and path (below /v1), or undefined. */
export function operationOf(method: string, path: string): OperationId | undefined {
  return operationIds.find((id) => {
    const operation = specOperations[id];
    if (operation.method !== method) return false;
    return [operation.path, movedPaths[id]].some(
      (template) => template !== undefined && pathMatches(template, path),
    );
  });
}

function pathMatches(template: string, path: string): boolean {
  const pattern = template
    .split("/")
    .map((segment) => (/^\{\w+\}$/.test(segment) ? "[^/]+" : segment.replace(/\W/g, "\\$&")))
    .join("/");
  return new RegExp(`^${pattern}$`).test(path);
}
