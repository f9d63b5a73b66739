import { data } from "react-router";
import { PageNotFound } from "../components/page-not-found.tsx";
import { metaWords } from "../lib/page-meta.ts";
import type { Route } from "./+types/not-found";

/** Every path no other route matches: the 404 page, with the 404 status. */
export function loader() {
  return data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: metaWords(matches).t("notFound.title") },
    { name: "robots", content: "noindex" },
  ];
}

export default function NotFound() {
  return <PageNotFound />;
}
