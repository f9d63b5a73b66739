import type { Databases } from "appwrite";
import { z } from "zod";
import type { MessageId } from "../../../i18n/translate.ts";
import { findDocument } from "./database.ts";
import { attributeOf, attributesObject, type AttributeValues } from "./document-shape.ts";
import { GUIDELINES } from "./ids.ts";

// club_guidelines: the club's guidelines shown on every agenda page and present mode's
// guidelines slide, one document per language (its id is the language's code): the rules in
// their meeting order and each one's colour, from the flag's six (decision 0111).

export { GUIDELINES };

/** The guidelines of one language as stored, keyed as in appwrite.json. */
export type StoredGuidelines = AttributeValues<typeof GUIDELINES>;

/** The colours a guideline may wear: the flag's six, each with its ink in the stylesheet. */
export const GUIDELINE_COLOURS = attributeOf(GUIDELINES, "colours").elements;
export type GuidelineColour = (typeof GUIDELINE_COLOURS)[number];

/** One guideline as pages show it and the screen edits it. */
export interface Guideline {
  text: string;
  colour: GuidelineColour;
}

/** The most guidelines a list holds (a meeting reads them aloud). */
export const MOST_GUIDELINES = 12;
const TEXT_SIZE = attributeOf(GUIDELINES, "texts").size;

/** The guidelines a club starts with (content/guidelines.md explains each), in meeting order. */
export const STARTING_GUIDELINES: readonly MessageId[] = [
  "guidelines.confidentiality",
  "guidelines.oneMic",
  "guidelines.dontYuck",
  "guidelines.generalizations",
  "guidelines.assumptions",
  "guidelines.correctGently",
];

/** The starting guidelines in the words of `t`, coloured as the flag is, in order. */
export function startingGuidelines(t: (id: MessageId) => string): Guideline[] {
  return STARTING_GUIDELINES.map((id, index) => ({
    text: t(id),
    colour: GUIDELINE_COLOURS[index % GUIDELINE_COLOURS.length] ?? "red",
  }));
}

/** A guideline as an organiser may save it; each problem is a message id of the screen's. */
export const guidelineSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, { error: "clubRules.problemEmpty" })
    .refine((text) => [...text].length <= TEXT_SIZE, { error: "clubRules.problemLong" }),
  colour: z.enum(GUIDELINE_COLOURS, { error: "clubRules.problemColour" }),
});

/** A whole list as an organiser may save it: one guideline at least, a dozen at most. */
export const guidelineListSchema = z
  .array(guidelineSchema)
  .min(1, { error: "clubRules.problemNone" })
  .max(MOST_GUIDELINES, { error: "clubRules.problemMany" });

/** The document of `guidelines` in `locale`. */
export function guidelinesDocument(locale: string, guidelines: readonly Guideline[]) {
  return {
    locale,
    texts: guidelines.map((guideline) => guideline.text),
    colours: guidelines.map((guideline) => guideline.colour),
  } satisfies StoredGuidelines;
}

const storedSchema = attributesObject(GUIDELINES);

/** The guidelines a stored document (or a saved version of one) holds. */
function guidelinesOf(data: unknown): Guideline[] {
  const { texts, colours } = storedSchema.parse(data);
  return texts.map((text, index) => ({ text, colour: colours[index] ?? "red" }));
}

/**
 * The guidelines stored in `locale` and when they last changed (listDocuments by $id on
 * club_guidelines); null while none are stored: a real Appwrite before an organiser's first save.
 */
export async function findGuidelines(
  databases: Databases,
  locale: string,
): Promise<{ guidelines: Guideline[]; updatedAt: string } | null> {
  const found = await findDocument(databases, GUIDELINES, locale);
  if (found === null) return null;
  return { guidelines: guidelinesOf(found), updatedAt: found.$updatedAt };
}
