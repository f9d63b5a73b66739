/**
 * The Appwrite error types this backend can raise, with Appwrite's own HTTP code and default
 * message (from Appwrite's published catalogue, app/config/errors.php). We never invent a type:
 * `npm run check:errors` checks every entry against the published catalogue.
 */
export const errorCatalogue = {
  general_unknown: [
    500,
    "An unknown error has occurred. Please check the logs for more information.",
  ],
  general_access_forbidden: [401, "Access to this API is forbidden."],
  general_unknown_origin: [
    403,
    "The request originated from an unknown origin. If you trust this domain, please list it as a trusted platform in the Appwrite console.",
  ],
  general_unauthorized_scope: [
    401,
    "The current user or API key does not have the required scopes to access the requested resource.",
  ],
  general_rate_limit_exceeded: [
    429,
    "Rate limit for the current endpoint has been exceeded. Please try again after some time.",
  ],
  general_route_not_found: [
    404,
    "Route not found. Please ensure the endpoint is configured correctly and that the API route is valid for this SDK version. Refer to the API docs for more details.",
  ],
  general_argument_invalid: [
    400,
    "The request contains one or more invalid arguments. Please refer to the endpoint documentation.",
  ],
  general_query_invalid: [
    400,
    "The query's syntax is invalid. Please check the query and try again.",
  ],
  general_cursor_not_found: [
    400,
    "The cursor is invalid. This can happen if the item represented by the cursor has been deleted.",
  ],
  general_bad_request: [
    400,
    "There was an error processing your request. Please check the inputs and try again.",
  ],
  general_not_implemented: [
    405,
    "This method was not fully implemented yet. If you believe this is a mistake, please upgrade your Appwrite server version.",
  ],
  general_server_error: [500, "An internal server error occurred."],
  project_not_found: [
    404,
    "Project with the requested ID could not be found. Please check the value of the X-Appwrite-Project header to ensure the correct project ID is being used.",
  ],
  user_invalid_credentials: [401, "Invalid credentials. Please check the email and password."],
  user_api_key_and_session_set: [
    403,
    "API key and session used in the same request. Use either `setSession` or `setKey`. Learn about which authentication method to use in the SSR docs: https://appwrite.io/docs/products/auth/server-side-rendering",
  ],
  user_unauthorized: [401, "The current user is not authorized to perform the requested action."],
  user_already_exists: [
    409,
    "A user with the same id, email, or phone already exists in this project.",
  ],
  user_not_found: [404, "User with the requested ID could not be found."],
  user_count_exceeded: [
    400,
    "The current project has exceeded the maximum number of users. Please check your user limit in the Appwrite console.",
  ],
  user_auth_method_unsupported: [
    501,
    "The requested authentication method is either disabled or unsupported. Please check the supported authentication methods in the Appwrite console.",
  ],
  user_session_not_found: [404, "The current user session could not be found."],
  user_session_already_exists: [
    401,
    "Creation of a session is prohibited when a session is active.",
  ],
  user_blocked: [403, "The current user has been blocked."],
  user_invalid_token: [401, "Invalid token passed in the request."],
  user_password_mismatch: [
    400,
    "Passwords do not match. Please check the password and confirm password.",
  ],
  user_email_already_exists: [
    409,
    "A user with the same email already exists in the current project.",
  ],
  user_email_not_found: [400, "User email could not be found."],
  user_email_already_verified: [409, "User email is already verified"],
  user_phone_already_exists: [
    409,
    "A user with the same phone number already exists in the current project.",
  ],
  user_phone_not_found: [
    400,
    "The current user does not have a phone number associated with their account.",
  ],
  user_phone_already_verified: [409, "User phone is already verified"],
  user_jwt_invalid: [
    401,
    "The JWT token is invalid. Please check the value of the X-Appwrite-JWT header to ensure the correct token is being used.",
  ],
  user_target_not_found: [404, "The target could not be found."],
  user_target_already_exists: [409, "A target with the same ID already exists."],
  general_invalid_email: [400, "Value must be a valid email address"],
  database_not_found: [404, "Database with the requested ID could not be found."],
  collection_not_found: [404, "Collection with the requested ID could not be found."],
  attribute_not_found: [404, "Attribute with the requested ID could not be found."],
  document_not_found: [404, "Document with the requested ID could not be found."],
  document_invalid_structure: [
    400,
    "The document structure is invalid. Please ensure the attributes match the collection definition.",
  ],
  document_missing_data: [
    400,
    "The document data is missing. Try again with document data populated",
  ],
  document_missing_payload: [
    400,
    "The document data and permissions are missing. You must provide either document data or permissions to be updated.",
  ],
  document_already_exists: [
    409,
    "Document with the requested ID already exists. Try again with a different ID or use ID.unique() to generate a unique ID.",
  ],
  attribute_value_invalid: [
    400,
    "The attribute value is invalid. Please check the type, range and value of the attribute.",
  ],
  attribute_type_invalid: [400, "The attribute type is invalid."],
  attribute_limit_exceeded: [
    400,
    "The maximum number or size of attributes for collection has been reached.",
  ],
  database_query_order_null: [
    400,
    "The order attribute/column had a null value. Cursor pagination requires all documents/rows order attribute/column values are non-null.",
  ],
  transaction_not_found: [404, "Transaction with the requested ID could not be found."],
  transaction_invalid: [
    400,
    "The transaction is invalid. Please check the transaction state and try again.",
  ],
  transaction_failed: [
    400,
    "The transaction has errored. Please check the transaction data and try again.",
  ],
  transaction_expired: [
    410,
    "The transaction has expired. Please create a new transaction and try again.",
  ],
  transaction_limit_exceeded: [
    400,
    "The maximum number of operations per transaction has been exceeded.",
  ],
  // MFA and OAuth2 (issue 4).
  user_more_factors_required: [401, "More factors are required to complete the sign in process."],
  user_challenge_required: [
    401,
    "A recently successful challenge is required to complete this action. A challenge is considered recent for 5 minutes.",
  ],
  user_authenticator_not_found: [404, "Authenticator could not be found on the current user."],
  user_authenticator_already_verified: [
    409,
    "This authenticator is already verified on the current user.",
  ],
  user_recovery_codes_already_exists: [
    409,
    "The current user already generated recovery codes and they can only be read once for security reasons.",
  ],
  user_recovery_codes_not_found: [404, "Recovery codes could not be found on the current user."],
  user_email_not_verified: [400, "User email is not verified"],
  user_phone_not_verified: [400, "User phone is not verified"],
  user_identity_not_found: [
    404,
    "The identity could not be found. Please sign in with OAuth provider to create identity first.",
  ],
  user_missing_id: [400, "Missing ID from OAuth2 provider."],
  user_oauth2_provider_error: [424, "OAuth2 provider returned some error."],
  project_provider_disabled: [
    412,
    "The chosen OAuth provider is disabled. You can enable the OAuth provider using the Appwrite console.",
  ],
  // Storage (issue 21): backend/services/storage/.
  storage_file_already_exists: [409, "A storage file with the requested ID already exists."],
  storage_file_not_found: [404, "The requested file could not be found."],
  storage_file_empty: [400, "Empty file passed to the endpoint."],
  storage_file_type_unsupported: [400, "The given file extension is not supported."],
  storage_image_resolution_exceeded: [
    400,
    "The image resolution exceeds the maximum allowed for processing.",
  ],
  storage_invalid_file_size: [
    400,
    "The file size is either not valid or exceeds the maximum allowed size. Please check the file or the value of the _APP_STORAGE_LIMIT environment variable.",
  ],
  storage_invalid_file: [403, "The uploaded file is invalid. Please check the file and try again."],
  storage_bucket_not_found: [404, "Storage bucket with the requested ID could not be found."],
  storage_invalid_content_range: [
    400,
    "The content range is invalid. Please check the value of the Content-Range header.",
  ],
  storage_invalid_range: [
    416,
    "The requested range is not satisfiable. Please check the value of the Range header.",
  ],
  storage_invalid_appwrite_id: [
    400,
    "The value for x-appwrite-id header is invalid. Please check the value of the x-appwrite-id header is a valid id and not unique().",
  ],
} as const satisfies Record<string, readonly [number, string]>;

export type ErrorType = keyof typeof errorCatalogue;
