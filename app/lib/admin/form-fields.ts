// The hidden fields every admin form carries (components/admin/admin-form.tsx), which the
// screens' server actions check before anything else (organiser-screen.server.ts): the session's
// form token, and the form's one-time id.

export const FORM_TOKEN_FIELD = "form-token";
export const FORM_ID_FIELD = "form-id";
