import type { MessageId, Translator } from "../../../i18n/translate.ts";
import type { ContrastFailure, PairKind } from "./accent-contrast.ts";

const PAIR_MESSAGES: Record<PairKind, MessageId> = {
  button: "look.pair.button",
  buttonHover: "look.pair.buttonHover",
  text: "look.pair.text",
  textHover: "look.pair.textHover",
};

/** The pair that failed, in words: "White text on #f5c2e7 buttons: 1.6:1, needs 4.5:1". */
export function failureWords(words: Pick<Translator, "t">, failure: ContrastFailure): string {
  return words.t(PAIR_MESSAGES[failure.kind], {
    scheme: failure.scheme,
    surface: failure.surface ?? "page",
    colour: failure.coloured,
    ratio: failure.ratio,
    needed: failure.needed,
  });
}
