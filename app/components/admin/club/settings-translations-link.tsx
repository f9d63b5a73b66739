import { Link } from "react-router";
import { useWords } from "../../../lib/words.tsx";

// Club settings' way to its texts in the site's other languages (decision 0120).
export function SettingsTranslationsLink() {
  const words = useWords();
  return (
    <p className="admin-hint">
      {words.node("admin.translate.settingsLink", {
        link: (text) => <Link to="/admin/settings/texts">{text}</Link>,
      })}
    </p>
  );
}
