import type { BackendConfig } from "./config.ts";
import type { ApiKeys } from "./security/api-keys.ts";
import type { DocumentChange } from "./services/document-change.ts";
import type { FileChange } from "./services/storage/files.ts";
import type { ImageQueue } from "./services/storage/image-queue.ts";
import type { PreviewBudget } from "./services/storage/preview-budget.ts";
import type { FilesOnDisk } from "./storage/files-on-disk.ts";
import type { Store } from "./storage/store.ts";

/** What route and middleware factories are built from. */
export interface BackendDeps {
  config: BackendConfig;
  store: Store;
  /** The project's API keys (X-Appwrite-Key). */
  apiKeys: ApiKeys;
  /** The bytes of stored files, and the queue every image is decoded and encoded through. */
  files: { disk: FilesOnDisk; images: ImageQueue; previewBudget: PreviewBudget };
  /** Told of every committed document write (the realtime hub publishes it). */
  onDocumentChange?: (change: DocumentChange) => void;
  /** Told of every stored file's create, update and delete (the realtime hub publishes it). */
  onFileChange?: (change: FileChange) => void;
}
