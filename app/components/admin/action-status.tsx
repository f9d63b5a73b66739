import { SaveStatus } from "./save-status.tsx";

/** What a screen's action answered: which form it was, and why it failed (null: it worked). */
interface ActionResult<Intent extends string> {
  intent: Intent;
  error: string | null;
}

/** What a section says when its action worked and when it failed, by intent. */
export type StatusWords<Intent extends string = string> = Partial<
  Record<Intent, { done: string; failed: string }>
>;

interface ActionStatusProps<Intent extends string> {
  /** The last result of the section's forms, if any. */
  result: ActionResult<Intent> | undefined;
  /** Whether a request is on its way: the status is cleared meanwhile. */
  isBusy: boolean;
  /** A problem found before anything was sent, such as passwords that don't match. */
  problem?: string | null;
  words: StatusWords<Intent>;
  id?: string;
}

/** A section's visible, announced outcome: "Name saved." or "Failed to save." and why. */
export function ActionStatus<Intent extends string>({
  result,
  isBusy,
  problem = null,
  words,
  id,
}: ActionStatusProps<Intent>) {
  return (
    <div id={id} className="account-status">
      <SaveStatus {...statusOf(result, isBusy, problem, words)} />
    </div>
  );
}

function statusOf<Intent extends string>(
  result: ActionResult<Intent> | undefined,
  isBusy: boolean,
  problem: string | null,
  words: StatusWords<Intent>,
): { message: string; detail: string | null; isFailure: boolean } {
  const quiet = { message: "", detail: null, isFailure: false };
  if (isBusy) return quiet;
  if (problem !== null) return { message: problem, detail: null, isFailure: true };
  const said = result === undefined ? undefined : words[result.intent];
  if (result === undefined || said === undefined) return quiet;
  return result.error === null
    ? { message: said.done, detail: null, isFailure: false }
    : { message: said.failed, detail: result.error, isFailure: true };
}
