/**
 * The permissions of every document the admin screens write: none of its own. The collections'
 * permissions in appwrite.json already let organisers (label:admin) write and everyone read.
 * Left out, Appwrite gives a new document read/update/delete("user:<organiser id>"), and every
 * visitor reading its public $permissions would learn which account runs the club. Updates send
 * it too, so a document an older version wrote loses those roles when it is next saved.
 */
export function noDocumentPermissions(): string[] {
  return [];
}
