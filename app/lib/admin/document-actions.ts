// What the screens the browser still draws share: reading a posted action input.

/**
 * A screen's action input: the JSON its editor sends, or the fields of a plain form. Either is
 * then parsed by the screen's schema.
 */
export async function readActionInput(request: Request): Promise<unknown> {
  const type = request.headers.get("Content-Type") ?? "";
  if (type.startsWith("application/json")) return request.json();
  return Object.fromEntries(await request.formData());
}
