import { writeCollectionAttributes } from "./collections-typegen.ts";

writeCollectionAttributes();
