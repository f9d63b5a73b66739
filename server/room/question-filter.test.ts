import { describe, expect, it } from "vitest";
import { isHeldBack, readingsForFilter } from "./question-filter.ts";

// What the room's filter holds back and what it lets through (decisions 0099, 0127): the
// spellings a student uses to slip a slur past it, and the ordinary words, English and
// Spanish, that must never be caught.

describe("the question filter's reading of a text", () => {
  it.each([
    ["a zero-width space is dropped", "f\u200Bag", ["fag", "fag"]],
    ["a soft hyphen and a word joiner are dropped", "f\u00ADa\u2060g", ["fag", "fag"]],
    ["full-width letters are folded", "ｆａｇ", ["fag", "fag"]],
    ["accents are dropped", "maricón", ["maricon", "maricon"]],
    ["letters spelled with spaces are joined", "you f a g", ["you fag", "you f ag"]],
    ["letters spelled with dots are joined", "f.a.g!", ["fag!", "f.ag!"]],
    ["letters spelled with dashes and stars are joined", "f-a*g", ["fag", "f-ag"]],
    ["a word of one letter before them is read both ways", "a f a g", ["afag", "a fag"]],
    ["ordinary words keep their spaces", "is a question", ["is a question", "is a question"]],
  ])("%s", (_name, text, readings) => {
    expect(readingsForFilter(text)).toEqual(readings);
  });
});

describe("a question", () => {
  it.each([
    ["a slur", "fag"],
    ["a slur with a zero-width space", "f\u200Bag"],
    ["a slur with a zero-width joiner in each gap", "f\u200Da\u200Dg\u200Dg\u200Do\u200Dt"],
    ["a slur spelled out with spaces", "you are a f a g"],
    ["a slur spelled out with dots", "f.a.g"],
    ["a slur spelled out with a digit", "n 1 g g e r"],
    ["a slur in full-width letters", "ｆａｇ"],
    ["a slur with combining marks", "f\u0336a\u0336g\u0336"],
    ["profanity spelled out", "f u c k this"],
    ["trannie", "what a trannie"],
    ["shemale", "shemale"],
    ["troon", "troons"],
    ["spic", "dumb spic"],
    ["sodomite", "sodomites"],
    ["maricón", "eres un maricón"],
    ["marica", "marica"],
    ["joto", "pinche joto"],
    ["puto", "puto"],
    ["travelo", "travelo"],
    ["bollera", "bollera"],
    ["mierda", "qué mierda"],
    ["pendejo", "pendejos"],
  ])("with %s is held back", async (_name, text) => {
    expect(await isHeldBack(text)).toBe(true);
  });

  it.each([
    ["identity words", "Is it okay to be gay, queer, lesbian, bisexual, trans or homo?"],
    ["Scunthorpe", "Has anyone been to Scunthorpe?"],
    ["assessment and class", "Is the assessment in class on Friday?"],
    ["cocktail and assassin", "A cocktail party for the assassin game?"],
    ["a lone letter beside words", "Is a B in health class a problem?"],
    ["initials", "Who is going to the G S A meeting in the U.S.?"],
    ["Spanish words", "¿Hay una pregunta sobre la computadora, la disputa o la reputación?"],
    ["Spanish words with accents", "El análisis de la clase de América con Maricarmen"],
    ["Spanish words that hold short ones", "Especial: el cómputo de los anales de la escuela"],
    ["Tron", "Who has seen Tron?"],
    ["a travelogue", "Can we watch a travelogue about Pride in Madrid?"],
    ["she and male apart", "Is she male or female, or neither?"],
    ["spick and span", "Leave the room spick and span, please."],
  ])("with %s is not held back", async (_name, text) => {
    expect(await isHeldBack(text)).toBe(false);
  });
});
