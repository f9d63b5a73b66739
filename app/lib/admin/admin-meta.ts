/**
 * The head of an admin screen: its title, with the title of what it manages once that is loaded
 * ("Spring Dance | Manage Event"), and never in search results.
 */
export function adminMeta(screen: string) {
  return ({ loaderData }: { loaderData?: { kind: string; title?: string } | null }) => {
    const title =
      loaderData?.title === undefined
        ? screen
        : `${loaderData.title.trim() || "No Title"} | ${screen}`;
    return [{ title }, { name: "robots", content: "noindex" }];
  };
}
