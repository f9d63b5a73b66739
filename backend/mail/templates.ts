import { translatorFor } from "../../i18n/catalogues.ts";
import type { Locale } from "../../i18n/locales.ts";
import type { Translator } from "../../i18n/translate.ts";
import type { EmailMessage } from "./mailer.ts";

/**
 * The words of every account message: plain, branded with the club name only, an HTML body that
 * is one readable column with no remote images or trackers, and a text body that says the same.
 * Subjects never hold the link or code, because the outbox prints subjects to the console.
 */

/** The subject and both bodies of an email; the caller adds the recipient. */
export type EmailContent = Omit<EmailMessage, "to">;

/** What every message needs: the club's name, and the recipient's language (recipient-language.ts). */
interface MessageInput {
  brandName: string;
  locale: Locale;
}

/** An email carrying a single-use link. */
export interface LinkEmailInput extends MessageInput {
  link: string;
  expireMinutes: number;
}

/** A message carrying a one-time code. */
export interface CodeInput extends MessageInput {
  code: string;
  expireMinutes: number;
}

/** An email OTP, with the security phrase shown at sign-in when the client asked for one. */
export interface EmailOtpInput extends CodeInput {
  phrase?: string;
}

/** A sign-in link, with the security phrase shown at sign-in when the client asked for one. */
export interface MagicUrlEmailInput extends LinkEmailInput {
  phrase?: string;
}

/** The emails that carry a single-use link: each kind's subject, intro, button and closing line. */
type LinkEmailKind = "recovery" | "invitation" | "verification" | "magicUrl";

/**
 * An email of `kind`: its intro (with `introValues`), the link's button, how long the link lasts,
 * any `extra` lines, and what to do if it was not asked for.
 */
function linkEmail(
  kind: LinkEmailKind,
  { brandName, locale, link, expireMinutes }: LinkEmailInput,
  introValues: Record<string, string> = {},
  extra: (words: Translator) => string[] = () => [],
): EmailContent {
  const words = translatorFor(locale);
  const brand = { brand: brandName };
  return renderEmail(brandName, words, {
    subject: words.t(`email.${kind}.subject`, brand),
    before: [words.t(`email.${kind}.intro`, { ...brand, ...introValues })],
    action: { link, label: words.t(`email.${kind}.action`, brand) },
    after: [
      words.t("email.linkExpiry", { duration: formatDuration(words, expireMinutes) }),
      ...extra(words),
      words.t(`email.${kind}.ignore`),
    ],
  });
}

/** The password recovery email (Appwrite's createRecovery). */
export function recoveryEmail(input: LinkEmailInput): EmailContent {
  return linkEmail("recovery", input);
}

/** An invitation to become one of the club's organisers, with the link that creates the account. */
export function organiserInvitationEmail({
  inviterName,
  ...input
}: LinkEmailInput & { inviterName: string }): EmailContent {
  return linkEmail("invitation", input, { inviter: inviterName });
}

/** The email address verification email (Appwrite's createVerification). */
export function verificationEmail(input: LinkEmailInput): EmailContent {
  return linkEmail("verification", input);
}

/** The sign-in link email (Appwrite's createMagicURLToken), with the security phrase when given. */
export function magicUrlEmail({ phrase, ...input }: MagicUrlEmailInput): EmailContent {
  return linkEmail("magicUrl", input, {}, (words) => phraseNote(words, phrase));
}

/** The sign-in code email (Appwrite's createEmailToken), with the security phrase when given. */
export function emailOtpEmail({
  brandName,
  locale,
  code,
  expireMinutes,
  phrase,
}: EmailOtpInput): EmailContent {
  const words = translatorFor(locale);
  const brand = { brand: brandName };
  return renderEmail(brandName, words, {
    subject: words.t("email.otp.subject", brand),
    before: [words.t("email.otp.intro", brand)],
    action: { code },
    after: [
      words.t("email.codeExpiry", { duration: formatDuration(words, expireMinutes) }),
      ...phraseNote(words, phrase),
      words.t("email.otp.ignore"),
    ],
  });
}

/** The phone sign-in text message (Appwrite's createPhoneToken). */
export function phoneOtpSms({ brandName, locale, code, expireMinutes }: CodeInput): string {
  const words = translatorFor(locale);
  const duration = formatDuration(words, expireMinutes);
  return words.t("email.sms.signIn", { code, brand: brandName, duration });
}

/** The phone number verification text message (Appwrite's createPhoneVerification). */
export function phoneVerificationSms({
  brandName,
  locale,
  code,
  expireMinutes,
}: CodeInput): string {
  const words = translatorFor(locale);
  const duration = formatDuration(words, expireMinutes);
  return words.t("email.sms.phoneVerification", { code, brand: brandName, duration });
}

function phraseNote(words: Translator, phrase: string | undefined): string[] {
  if (phrase === undefined) return [];
  return [words.t("email.phrase", { phrase })];
}

interface Letter {
  subject: string;
  before: string[];
  action: { link: string; label: string } | { code: string };
  after: string[];
}

const COLOR_TEXT = "#1f1f1f";
const COLOR_ACCENT = "#5b2a86";

function renderEmail(brandName: string, words: Translator, letter: Letter): EmailContent {
  return {
    subject: letter.subject,
    text: renderText(brandName, letter),
    html: renderHtml(brandName, words, letter),
  };
}

function renderText(brandName: string, { subject, before, action, after }: Letter): string {
  const actionText =
    "code" in action ? action.code : `${action.label}:\n${checkedLink(action.link)}`;
  return [subject, ...before, actionText, ...after, `— ${brandName}`].join("\n\n") + "\n";
}

function renderHtml(
  brandName: string,
  words: Translator,
  { subject, before, action, after }: Letter,
): string {
  const paragraph = (text: string) => `<p style="margin:0 0 16px;">${escapeHtml(text)}</p>`;
  return [
    "<!doctype html>",
    `<html lang="${words.locale}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:24px;background:#ffffff;color:${COLOR_TEXT};font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;">`,
    '<div style="max-width:560px;margin:0 auto;">',
    `<h1 style="margin:0 0 16px;font-size:22px;">${escapeHtml(subject)}</h1>`,
    ...before.map(paragraph),
    "code" in action ? renderCode(action.code) : renderButton(words, action.link, action.label),
    ...after.map(paragraph),
    `<p style="margin:24px 0 0;">— ${escapeHtml(brandName)}</p>`,
    "</div>",
    "</body>",
    "</html>",
  ].join("\n");
}

function renderCode(code: string): string {
  return `<p style="margin:0 0 16px;font-family:'Courier New',monospace;font-size:32px;font-weight:bold;letter-spacing:6px;">${escapeHtml(code)}</p>`;
}

function renderButton(words: Translator, link: string, label: string): string {
  const href = escapeHtml(checkedLink(link));
  return [
    `<p style="margin:0 0 16px;"><a href="${href}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:${COLOR_ACCENT};color:#ffffff;font-weight:bold;text-decoration:none;">${escapeHtml(label)}</a></p>`,
    `<p style="margin:0 0 16px;font-size:14px;">${escapeHtml(words.t("email.buttonFallback"))}<br><a href="${href}" style="color:${COLOR_ACCENT};word-break:break-all;">${href}</a></p>`,
  ].join("\n");
}

/**
 * The link, refused unless it is http(s): its address comes partly from the client (Appwrite's
 * `url` parameter), and a javascript: link in a message could run in a webmail page.
 */
function checkedLink(link: string): string {
  const protocol = URL.canParse(link) ? new URL(link).protocol : "";
  if (protocol !== "https:" && protocol !== "http:") {
    throw new Error("A link in a message must be an http or https URL");
  }
  return link;
}

/** "15 minutes", "1 hour", "7 days" (in the message's language): Appwrite's expiries read as people say them. */
export function formatDuration(words: Translator, minutes: number): string {
  if (minutes >= 1440 && minutes % 1440 === 0) {
    return words.t("email.duration.days", { count: minutes / 1440 });
  }
  if (minutes >= 60 && minutes % 60 === 0) {
    return words.t("email.duration.hours", { count: minutes / 60 });
  }
  return words.t("email.duration.minutes", { count: minutes });
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}
