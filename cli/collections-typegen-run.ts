import { writeCliConfig } from "./appwrite-cli-config.ts";
import { writeCollectionAttributes } from "./collections-typegen.ts";

// What `npm run typecheck` writes from appwrite.json before it checks: the site's attributes and
// the Appwrite CLI's config.
writeCollectionAttributes();
await writeCliConfig();
