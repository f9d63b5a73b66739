import type { ReactNode } from "react";
import { useFocusOnMount } from "../../lib/admin/use-focus-on-mount.ts";
import { useWords } from "../../lib/words.tsx";

interface AccessDeniedProps {
  message: string;
  children: ReactNode;
}

/** The guard's refusal: why the admin screens are closed, and what to do about it. */
export function AccessDenied({ message, children }: AccessDeniedProps) {
  const words = useWords();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section className="admin-card admin-access" aria-labelledby="access-denied-heading">
      <h1 id="access-denied-heading" ref={headingRef} tabIndex={-1}>
        {words.t("admin.access.denied")}
      </h1>
      <p className="admin-access-message">{message}</p>
      {children}
    </section>
  );
}
