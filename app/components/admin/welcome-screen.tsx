import { useState, type FormEvent } from "react";
import { Link, useNavigation, useSubmit } from "react-router";
import type { NewPasswordProblem } from "../../lib/admin/new-password.ts";
import { useFocusOnMount } from "../../lib/admin/use-focus-on-mount.ts";
import { checkedNewPassword, NewPasswordFields } from "./account/new-password-fields.tsx";

/** Where the invitation or setup link stands, as the welcome page's loader found it. */
export type WelcomeState =
  | { kind: "invalid" }
  | { kind: "load-failed"; message: string }
  | {
      kind: "valid" | "expired" | "used";
      /** The invited address; "" for the setup link. */
      email: string;
      link: { invitationId: string; secret: string };
    };

interface WelcomeScreenProps {
  state: WelcomeState;
  /** Why the last try to create the account failed, in words for people. */
  error: string | null;
}

/** The page an invitation or the setup link opens: the form, or what went wrong and what to do. */
export function WelcomeScreen({ state, error }: WelcomeScreenProps) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const isSetupLink = "email" in state && state.email === "";
  return (
    <section className="admin-card admin-access" aria-labelledby="welcome-heading">
      <h1 id="welcome-heading" ref={headingRef} tabIndex={-1}>
        {isSetupLink ? "Set up the first organiser" : "Become an organiser"}
      </h1>
      {state.kind === "valid" ? (
        <WelcomeForm email={state.email} link={state.link} error={error} />
      ) : (
        <LinkProblem state={state} isSetupLink={isSetupLink} />
      )}
    </section>
  );
}

function LinkProblem({ state, isSetupLink }: { state: WelcomeState; isSetupLink: boolean }) {
  const whatToDo = isSetupLink
    ? "Restart the server: while the club has no organiser, each start prints a new setup link in its log. Someone with a shell on the server can also run npm run users (see the README)."
    : "Ask the organiser who invited you to send a new invitation from the Organisers screen.";
  switch (state.kind) {
    case "invalid":
      return (
        <p className="admin-access-message" role="alert">
          This link isn't valid. Check that you opened the whole link from the email (or from the
          server's log, for the setup link). {whatToDo}
        </p>
      );
    case "load-failed":
      return (
        <p className="admin-access-message" role="alert">
          We couldn't check this link. {state.message}
        </p>
      );
    case "expired":
      return (
        <p className="admin-access-message" role="alert">
          This link has expired. {whatToDo}
        </p>
      );
    case "used":
      return (
        <>
          <p className="admin-access-message" role="alert">
            This link has already been used.{" "}
            {isSetupLink
              ? "The club's first organiser account was made with it: if that was you, log in. Anyone else needs an invitation from an organiser."
              : "If you made your account with it, log in. Otherwise ask the organiser who invited you for a new invitation."}
          </p>
          <p>
            <Link to="/admin">Log in to the admin panel</Link>
          </p>
        </>
      );
    case "valid":
      return null;
  }
}

interface WelcomeFormProps {
  email: string;
  link: { invitationId: string; secret: string };
  error: string | null;
}

function WelcomeForm({ email, link, error }: WelcomeFormProps) {
  const submit = useSubmit();
  const isSaving = useNavigation().state !== "idle";
  const [problem, setProblem] = useState<NewPasswordProblem | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = checkedNewPassword(event.currentTarget, setProblem);
    if (password === null) return;
    const data = new FormData(event.currentTarget);
    void submit(
      {
        ...link,
        email: email || String(data.get("email") ?? ""),
        name: String(data.get("name") ?? ""),
        password,
      },
      { method: "post" },
    );
  }

  return (
    <form method="post" className="login-form" noValidate onSubmit={onSubmit}>
      <p>Organisers edit the club's meetings, agendas and events. Choose how you will sign in.</p>
      <div className="admin-field">
        <label htmlFor="welcome-email">Email</label>
        {email ? (
          <input id="welcome-email" type="email" value={email} readOnly />
        ) : (
          <input id="welcome-email" name="email" type="email" autoComplete="email" required />
        )}
      </div>
      <div className="admin-field">
        <label htmlFor="welcome-name">Your name</label>
        <input id="welcome-name" name="name" autoComplete="name" />
        <p className="admin-hint">Shown to the other organisers only, never on the public site.</p>
      </div>
      <NewPasswordFields idPrefix="welcome" problem={problem} statusId="welcome-status" />
      <button type="submit" className="button button-primary" disabled={isSaving}>
        {isSaving ? "Creating your account..." : "Create my organiser account"}
      </button>
      <div id="welcome-status" className="account-status" role="status">
        {!isSaving && problem !== null && <p className="admin-alert">{problem.words}</p>}
        {!isSaving && problem === null && error !== null && (
          <p className="admin-alert">We couldn't create your account. {error}</p>
        )}
      </div>
    </form>
  );
}
