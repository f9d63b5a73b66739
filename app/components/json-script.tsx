interface JsonScriptProps {
  id: string;
  value: unknown;
}

/**
 * Data for the page's scripts, as JSON in the page. Data, not code (browsers never run
 * application/json), so CSP does not apply to it; `<` is escaped so no text in it can close the
 * element.
 */
export function JsonScript({ id, value }: JsonScriptProps) {
  return (
    <script
      type="application/json"
      id={id}
      dangerouslySetInnerHTML={{ __html: JSON.stringify(value).replace(/</g, "\\u003c") }}
    />
  );
}
