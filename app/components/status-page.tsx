import type { ReactNode } from "react";

interface StatusPageProps {
  title: ReactNode;
  /** One or two short sentences, with a way onward. */
  children: ReactNode;
}

/** A short page that says what happened and where to go next: not found, nothing scheduled. */
export function StatusPage({ title, children }: StatusPageProps) {
  return (
    <main id="main" className="page page-narrow status-page">
      <h1>{title}</h1>
      <p className="lead">{children}</p>
    </main>
  );
}
