// Zod for the browser build, in jitless mode (see zod-without-eval.ts). Imports "zod/v4", the same
// module as "zod", so the plugin does not send this import back here.
import { config } from "zod/v4";

config({ jitless: true });

export * from "zod/v4";
export { z, z as default } from "zod/v4";
