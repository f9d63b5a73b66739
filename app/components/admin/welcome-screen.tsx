import { useState, type FormEvent } from "react";
import { Link, useNavigation, useSubmit } from "react-router";
import { MIN_PASSWORD_LENGTH, type NewPasswordProblem } from "../../lib/admin/new-password.ts";
import { useWords } from "../../lib/words.tsx";
import { useFocusOnMount } from "../../lib/admin/use-focus-on-mount.ts";
import { checkedNewPassword, NewPasswordFields } from "./account/new-password-fields.tsx";
import { RestoreBackup } from "./restore-backup.tsx";

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
  const words = useWords();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const isSetupLink = "email" in state && state.email === "";
  return (
    <>
      <section className="admin-card admin-access" aria-labelledby="welcome-heading">
        <h1 id="welcome-heading" ref={headingRef} tabIndex={-1}>
          {words.t(isSetupLink ? "admin.welcome.setUpFirst" : "admin.welcome.title")}
        </h1>
        {state.kind === "valid" ? (
          <WelcomeForm email={state.email} link={state.link} error={error} />
        ) : (
          <LinkProblem state={state} isSetupLink={isSetupLink} />
        )}
      </section>
      {/* A club moving host brings its data instead (decision 0144). */}
      {isSetupLink && state.kind === "valid" && <RestoreBackup link={state.link} />}
    </>
  );
}

function LinkProblem({ state, isSetupLink }: { state: WelcomeState; isSetupLink: boolean }) {
  const words = useWords();
  const whatToDo = words.t(isSetupLink ? "admin.welcome.restartServer" : "admin.welcome.askAgain");
  switch (state.kind) {
    case "invalid":
      return (
        <p className="admin-access-message" role="alert">
          {words.t("admin.welcome.invalid", { whatToDo })}
        </p>
      );
    case "load-failed":
      return (
        <p className="admin-access-message" role="alert">
          {words.t("admin.failedBecause", {
            failure: words.t("admin.welcome.checkFailed"),
            why: state.message,
          })}
        </p>
      );
    case "expired":
      return (
        <p className="admin-access-message" role="alert">
          {words.t("admin.welcome.expired", { whatToDo })}
        </p>
      );
    case "used":
      return (
        <>
          <p className="admin-access-message" role="alert">
            {words.t(isSetupLink ? "admin.welcome.usedSetup" : "admin.welcome.usedInvitation")}
          </p>
          <p>
            <Link to="/admin">{words.t("admin.welcome.login")}</Link>
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
  const words = useWords();
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
      <p>{words.t("admin.welcome.lead")}</p>
      <div className="admin-field">
        <label htmlFor="welcome-email">{words.t("admin.login.email")}</label>
        {email ? (
          <input id="welcome-email" type="email" value={email} readOnly />
        ) : (
          <input id="welcome-email" name="email" type="email" autoComplete="email" required />
        )}
      </div>
      <div className="admin-field">
        <label htmlFor="welcome-name">{words.t("admin.welcome.name")}</label>
        <input id="welcome-name" name="name" autoComplete="name" />
        <p className="admin-hint">{words.t("admin.welcome.nameHint")}</p>
      </div>
      <NewPasswordFields idPrefix="welcome" problem={problem} statusId="welcome-status" />
      <button type="submit" className="button button-primary" disabled={isSaving}>
        {words.t(isSaving ? "admin.welcome.creating" : "admin.welcome.create")}
      </button>
      <div id="welcome-status" className="account-status" role="status">
        {!isSaving && problem !== null && (
          <p className="admin-alert">{words.t(problem.message, { min: MIN_PASSWORD_LENGTH })}</p>
        )}
        {!isSaving && problem === null && error !== null && (
          <p className="admin-alert">
            {words.t("admin.failedBecause", {
              failure: words.t("admin.welcome.createFailed"),
              why: error,
            })}
          </p>
        )}
      </div>
    </form>
  );
}
