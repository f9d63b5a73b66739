import { useRef, useState, type FormEvent } from "react";
import { getBrowserAppwrite } from "../appwrite.client.ts";

/**
 * A plain form that posts to one of the server's download routes (the year's archive, a backup)
 * with a JWT made just before it is sent, which is how the server knows an organiser asks
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
      const { jwt } = await getBrowserAppwrite().account.createJWT();
      if (jwtRef.current) jwtRef.current.value = jwt;
      form.submit();
      setState("idle");
    } catch (error) {
      console.error(`Could not start the download of ${what}:`, error);
      setState("failed");
    }
  }

  return { jwtRef, state, submit: (event: FormEvent<HTMLFormElement>) => void post(event) };
}
