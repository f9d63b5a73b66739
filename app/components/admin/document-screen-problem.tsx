import { GuardScreen, type DeniedAccess } from "./guard-screens.tsx";
import { ProblemScreen } from "./problem-screen.tsx";

/** Why a screen that manages one document (a meeting, an event) cannot show it. */
export type DocumentScreenProblem =
  DeniedAccess | { kind: "not-found" } | { kind: "load-failed"; message: string };

/**
 * What Manage Meeting and Manage Event show instead of themselves: the guard's screens, "not
 * found" for an unknown address, or why loading failed.
 */
export function DocumentScreenProblemView({
  problem,
  thing,
  errorFor,
}: {
  problem: DocumentScreenProblem;
  /** What the screen manages, in lower case: "meeting", "event". */
  thing: string;
  errorFor: (intent: "login" | "two-factor" | "logout") => string | null;
}) {
  const Thing = thing.charAt(0).toUpperCase() + thing.slice(1);
  switch (problem.kind) {
    case "not-found":
      return (
        <ProblemScreen
          title={`${Thing} not found`}
          message={`There is no ${thing} at this address. It may have been deleted.`}
        />
      );
    case "load-failed":
      return (
        <ProblemScreen
          title={`Manage ${Thing}`}
          message={`We couldn't load this ${thing}. ${problem.message}`}
        />
      );
    default:
      return <GuardScreen access={problem} errorFor={errorFor} />;
  }
}
