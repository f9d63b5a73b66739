/** What an admin screen's action answered, as its sections read it. */
interface FormResult {
  intent: string | null;
  error: string | null;
}

interface OtherFormRefusalProps {
  result: FormResult | undefined;
  /** The intents the screen's sections say the outcome of themselves. */
  shownBy: readonly string[];
}

/**
 * A refusal no section of the screen says (a form that is none of its own, so no section's): said
 * at the top of the page, so a post that changed nothing never looks like one that worked.
 */
export function OtherFormRefusal({ result, shownBy }: OtherFormRefusalProps) {
  if (result?.error == null || shownBy.some((intent) => intent === result.intent)) return null;
  return (
    <p className="admin-alert" role="alert">
      {result.error}
    </p>
  );
}
