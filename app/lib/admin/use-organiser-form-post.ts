import { useRef, useState, type FormEvent } from "react";
import { heldJwt, keepSiteCredentialFresh } from "./site-credential.ts";

/**
 * A plain form that posts to one of the server's download routes (the year's archive, a backup)
 * with the screens' JWT (decision 0148), which is how the server knows an organiser asks
 * (decisions 0117 and 0143). A form, not a fetch, so the browser saves the file as it arrives.
 * Render `jwtRef` as a hidden `jwt` input and pass `submit` to the form's onSubmit.
 */
export function useOrganiserFormPost(what: string) {
  const jwtRef = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<"idle" | "preparing" | "failed">("idle");

  async function post(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setState("preparing");
    try {
      await keepSiteCredentialFresh();
      if (jwtRef.current) jwtRef.current.value = heldJwt();
      form.submit();
      setState("idle");
    } catch (error) {
      console.error(`Could not start the download of ${what}:`, error);
      setState("failed");
    }
  }

  return { jwtRef, state, submit: (event: FormEvent<HTMLFormElement>) => void post(event) };
}
