import type { MetaDescriptor } from "react-router";
import type { ListingSource } from "./listing-loader.server.ts";
import { metaWords, pageMeta } from "./page-meta.ts";

/** The address of page `page` of the list at `path`: the first is the path alone. */
export function listPageHref(path: string, page: number): string {
  return page === 1 ? path : `${path}?page=${page}`;
}

/** The head tags of a listing page, or of its "no such page". */
export function listingMeta(
  { kind, path }: Pick<ListingSource<unknown>, "kind" | "path">,
  loaderData: { state: string; listing?: { page: number; pageCount: number } },
  matches: Parameters<typeof pageMeta>[0],
): MetaDescriptor[] {
  const words = metaWords(matches);
  if (loaderData.listing === undefined) {
    return [
      { title: words.t("listing.noSuchPageTitle", { kind }) },
      { name: "robots", content: "noindex" },
    ];
  }
  const { page, pageCount } = loaderData.listing;
  const position = { kind, page, count: pageCount };
  return pageMeta(matches, {
    title: words.t(pageCount > 1 ? "listing.pageTitlePaged" : "listing.pageTitle", position),
    description: words.t(page === 1 ? "listing.description" : "listing.descriptionPaged", position),
    path: listPageHref(path, page),
  });
}
