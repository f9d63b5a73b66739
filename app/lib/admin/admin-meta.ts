import type { MessageId } from "../../../i18n/translate.ts";
import { metaWords, type RootMatch } from "../page-meta.ts";
import { loadedAdminWords } from "./admin-words.ts";

/**
 * The head of an admin screen: its title, with the title of what it manages once that is loaded
 * ("Spring Dance | Manage Event"), and never in search results. In the organiser's language once
 * the admin frame has loaded it; before that (the server's page) in the address's.
 */
export function adminMeta(screen: MessageId) {
  return ({
    loaderData,
    matches,
  }: {
    loaderData?: { kind: string; title?: string } | null;
    matches: readonly [RootMatch, ...unknown[]];
  }) => {
    const words = loadedAdminWords() ?? metaWords(matches);
    const title =
      loaderData?.title === undefined
        ? words.t(screen)
        : words.t("admin.meta.titleOf", {
            title: loaderData.title.trim() || words.t("admin.untitled"),
            screen: words.t(screen),
          });
    return [{ title }, { name: "robots", content: "noindex" }];
  };
}
