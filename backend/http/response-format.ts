import type { Context } from "hono";
import { responseFormatOf, type ResponseFormat } from "../models/response-format.ts";
import type { BackendEnv } from "./context.ts";

/** The response format of a request (its X-Appwrite-Response-Format header). */
export function responseFormat(c: Context<BackendEnv>): ResponseFormat {
  return responseFormatOf(c.req.header("X-Appwrite-Response-Format"));
}
