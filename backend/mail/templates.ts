import type { EmailMessage } from "./mailer.ts";

/**
 * The words of every account message: plain, branded with the club name only, an HTML body that
 * is one readable column with no remote images or trackers, and a text body that says the same.
 * Subjects never hold the link or code, because the outbox prints subjects to the console.
 */

/** The subject and both bodies of an email; the caller adds the recipient. */
export type EmailContent = Omit<EmailMessage, "to">;

/** An email carrying a single-use link. */
export interface LinkEmailInput {
  brandName: string;
  link: string;
  expireMinutes: number;
}

/** A message carrying a one-time code. */
export interface CodeInput {
  brandName: string;
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

/** The password recovery email (Appwrite's createRecovery). */
export function recoveryEmail({ brandName, link, expireMinutes }: LinkEmailInput): EmailContent {
  return renderEmail(brandName, {
    subject: `Reset your ${brandName} password`,
    before: [`Someone asked to reset the password of your ${brandName} account.`],
    action: { link, label: "Choose a new password" },
    after: [
      `This link works once and expires in ${formatDuration(expireMinutes)}.`,
      "If you did not ask for this, you can ignore this email: your password stays the same.",
    ],
  });
}

/** An invitation to become one of the club's organisers, with the link that creates the account. */
export function organiserInvitationEmail({
  brandName,
  link,
  expireMinutes,
  inviterName,
}: LinkEmailInput & { inviterName: string }): EmailContent {
  return renderEmail(brandName, {
    subject: `You are invited to help run the ${brandName} website`,
    before: [
      `${inviterName} invited you to become an organiser of the ${brandName} website: you will be able to edit meetings, agendas and events.`,
    ],
    action: { link, label: "Choose my password" },
    after: [
      `This link works once and expires in ${formatDuration(expireMinutes)}.`,
      "If you do not know why you got this, you can ignore this email: no account is made without the link.",
    ],
  });
}

/** The email address verification email (Appwrite's createVerification). */
export function verificationEmail({
  brandName,
  link,
  expireMinutes,
}: LinkEmailInput): EmailContent {
  return renderEmail(brandName, {
    subject: `Confirm your email address for ${brandName}`,
    before: [`Please confirm that this address belongs to your ${brandName} account.`],
    action: { link, label: "Confirm my email address" },
    after: [
      `This link works once and expires in ${formatDuration(expireMinutes)}.`,
      "If you did not add this address to an account, you can ignore this email.",
    ],
  });
}

/** The sign-in link email (Appwrite's createMagicURLToken), with the security phrase when given. */
export function magicUrlEmail({
  brandName,
  link,
  expireMinutes,
  phrase,
}: MagicUrlEmailInput): EmailContent {
  return renderEmail(brandName, {
    subject: `Sign in to ${brandName}`,
    before: [`Use this link to sign in to your ${brandName} account.`],
    action: { link, label: `Sign in to ${brandName}` },
    after: [
      `This link works once and expires in ${formatDuration(expireMinutes)}.`,
      ...phraseNote(phrase),
      "If you did not try to sign in, you can ignore this email: nobody can sign in without the link.",
    ],
  });
}

/** The sign-in code email (Appwrite's createEmailToken), with the security phrase when given. */
export function emailOtpEmail({
  brandName,
  code,
  expireMinutes,
  phrase,
}: EmailOtpInput): EmailContent {
  return renderEmail(brandName, {
    subject: `Your ${brandName} sign-in code`,
    before: [`Enter this code to sign in to your ${brandName} account:`],
    action: { code },
    after: [
      `The code works once and expires in ${formatDuration(expireMinutes)}.`,
      ...phraseNote(phrase),
      "If you did not try to sign in, you can ignore this email: nobody can sign in without the code.",
    ],
  });
}

/** The phone sign-in text message (Appwrite's createPhoneToken). */
export function phoneOtpSms({ brandName, code, expireMinutes }: CodeInput): string {
  return `${code} is your ${brandName} sign-in code. It expires in ${formatDuration(expireMinutes)}. Do not share it.`;
}

/** The phone number verification text message (Appwrite's createPhoneVerification). */
export function phoneVerificationSms({ brandName, code, expireMinutes }: CodeInput): string {
  return `${code} is your ${brandName} code to confirm this phone number. It expires in ${formatDuration(expireMinutes)}.`;
}

function phraseNote(phrase: string | undefined): string[] {
  if (phrase === undefined) return [];
  return [
    `Security phrase: ${phrase}. Trust this email only if the same phrase was shown where you are signing in.`,
  ];
}

interface Letter {
  subject: string;
  before: string[];
  action: { link: string; label: string } | { code: string };
  after: string[];
}

const COLOR_TEXT = "#1f1f1f";
const COLOR_ACCENT = "#5b2a86";

function renderEmail(brandName: string, letter: Letter): EmailContent {
  return {
    subject: letter.subject,
    text: renderText(brandName, letter),
    html: renderHtml(brandName, letter),
  };
}

function renderText(brandName: string, { subject, before, action, after }: Letter): string {
  const actionText =
    "code" in action ? action.code : `${action.label}:\n${checkedLink(action.link)}`;
  return [subject, ...before, actionText, ...after, `— ${brandName}`].join("\n\n") + "\n";
}

function renderHtml(brandName: string, { subject, before, action, after }: Letter): string {
  const paragraph = (text: string) => `<p style="margin:0 0 16px;">${escapeHtml(text)}</p>`;
  return [
    "<!doctype html>",
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:24px;background:#ffffff;color:${COLOR_TEXT};font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;">`,
    '<div style="max-width:560px;margin:0 auto;">',
    `<h1 style="margin:0 0 16px;font-size:22px;">${escapeHtml(subject)}</h1>`,
    ...before.map(paragraph),
    "code" in action ? renderCode(action.code) : renderButton(action.link, action.label),
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

function renderButton(link: string, label: string): string {
  const href = escapeHtml(checkedLink(link));
  return [
    `<p style="margin:0 0 16px;"><a href="${href}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:${COLOR_ACCENT};color:#ffffff;font-weight:bold;text-decoration:none;">${escapeHtml(label)}</a></p>`,
    `<p style="margin:0 0 16px;font-size:14px;">If the button does not work, copy this address into your browser:<br><a href="${href}" style="color:${COLOR_ACCENT};word-break:break-all;">${href}</a></p>`,
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

/** "15 minutes", "1 hour", "7 days": Appwrite's expiries read as people say them. */
export function formatDuration(minutes: number): string {
  const [amount, unit] =
    minutes >= 1440 && minutes % 1440 === 0
      ? [minutes / 1440, "day"]
      : minutes >= 60 && minutes % 60 === 0
        ? [minutes / 60, "hour"]
        : [minutes, "minute"];
  return `${amount} ${unit}${amount === 1 ? "" : "s"}`;
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
