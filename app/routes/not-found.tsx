import { data } from "react-router";
import { PageNotFound } from "../components/page-not-found.tsx";

/** Every path no other route matches: the 404 page, with the 404 status. */
export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: "Page Not Found" }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  return <PageNotFound />;
}
