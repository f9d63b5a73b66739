import path from "node:path";
import type { ProjectSchema } from "../../backend/schema/project-schema.ts";
import type { MessageId } from "../../i18n/translate.ts";
import { DATABASE_FILE } from "../../backend/storage/sqlite/open.ts";
import { findForeignSchemaObjects } from "../../backend/storage/sqlite/schema-objects.ts";
import { BackupRefused, type Manifest } from "./backup-format.ts";
import { type BackupOrigin, originOf } from "./backup-signature.ts";
import { unpackBackup } from "./unpack-backup.ts";

// Everything a restore checks before it replaces anything (decisions 0072 and 0124), in one call
// that `npm run restore` makes and the setup screen can make too: the file unpacked and checked
// whole, who signed it, and a database holding data only, no code.

/**
 * One thing a restore checked, or could not check: a sentence of the catalogue, so that
 * `npm run restore` (in English) and the setup screen (in its language) say the same.
 */
export interface BackupFact {
  id: MessageId;
  values?: Record<string, string>;
}

/** What a backup turned out to be, for the person restoring it. */
export interface BackupCheck {
  origin: BackupOrigin;
  /** What was checked and held. */
  verified: BackupFact[];
  /** What could not be checked. */
  notVerified: BackupFact[];
}

/** A backup refused only because this install did not sign it: the person may choose otherwise. */
export class BackupFromElsewhere extends BackupRefused {
  constructor(
    message: string,
    readonly origin: Exclude<BackupOrigin, "this-install">,
  ) {
    super(message, "from-another-install");
  }
}

/**
 * Unpacks the backup `file` into the empty folder `target` and checks it whole. A backup this
 * install did not sign (`installKey`, null for an install that has none yet) is refused with
 * BackupFromElsewhere before a byte is written, unless `isFromAnotherInstallAccepted`; every other
 * check applies either way. Any refusal is a BackupRefused naming what is wrong; `target` is then
 * the caller's to remove.
 */
export async function verifyBackup(
  file: string,
  target: string,
  {
    installKey,
    schema,
    isFromAnotherInstallAccepted,
  }: { installKey: Buffer | null; schema: ProjectSchema; isFromAnotherInstallAccepted: boolean },
): Promise<BackupCheck> {
  const signature: { origin: BackupOrigin; signedBy: string | null } = {
    origin: "unsigned",
    signedBy: null,
  };
  await unpackBackup(file, target, (manifest: Manifest) => {
    const origin = originOf(manifest, installKey);
    signature.origin = origin;
    signature.signedBy = manifest.signature?.install ?? null;
    if (origin !== "this-install" && !isFromAnotherInstallAccepted) {
      throw new BackupFromElsewhere(notSignedHere(file, origin, installKey), origin);
    }
  });
  const { origin, signedBy } = signature;
  const foreign = await findForeignSchemaObjects(path.join(target, DATABASE_FILE), schema);
  if (foreign.length > 0) {
    throw new BackupRefused(
      `${file} holds what this version of the site never makes, which could run as code on its data: ${foreign.join("; ")}.`,
      "code",
    );
  }
  const verified: BackupFact[] = [
    { id: "backup.check.files" },
    { id: "backup.check.integrity" },
    { id: "backup.check.noCode" },
  ];
  if (origin === "this-install") {
    return { origin, verified: [...verified, { id: "backup.check.thisInstall" }], notVerified: [] };
  }
  const who: BackupFact =
    origin === "unsigned"
      ? { id: "backup.check.unsigned" }
      : { id: "backup.check.anotherInstall", values: { install: signedBy ?? "?" } };
  return { origin, verified, notVerified: [who] };
}

function notSignedHere(file: string, origin: BackupOrigin, installKey: Buffer | null): string {
  const reason =
    origin === "unsigned"
      ? `${file} is not signed: it was made by an older version of this site, or by hand.`
      : installKey === null
        ? `${file} cannot be recognised as this install's: this data folder has no backup signing key yet (put the backup-signing.key of the install that made it into it first).`
        : `${file} was signed by another install of this site, not this one.`;
  return `${reason} Restore it only if you know who made it: every other check still applies.`;
}
