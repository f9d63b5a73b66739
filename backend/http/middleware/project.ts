import { createMiddleware } from "hono/factory";
import { AppwriteError } from "../../errors/appwrite-error.ts";
import type { BackendEnv } from "../context.ts";

/**
 * Every call names its project, in the X-Appwrite-Project header (or the `project` query value
 * that browser redirects such as OAuth2 carry). This backend serves exactly one project.
 */
export function requireProject(projectId: string) {
  return createMiddleware<BackendEnv>(async (c, next) => {
    const named = c.req.header("X-Appwrite-Project") ?? c.req.query("project");
    if (!named) {
      throw new AppwriteError(
        "project_not_found",
        `No project was named. Send the X-Appwrite-Project header with the project ID "${projectId}".`,
      );
    }
    if (named !== projectId) {
      throw new AppwriteError(
        "project_not_found",
        `Project with the requested ID "${named}" could not be found.`,
      );
    }
    await next();
  });
}
