import { describe, expect, it } from "vitest";
import { translatorFor } from "../../i18n/catalogues.ts";
import {
  emailOtpEmail,
  formatDuration,
  magicUrlEmail,
  organiserInvitationEmail,
  phoneOtpSms,
  phoneVerificationSms,
  recoveryEmail,
  verificationEmail,
  type EmailContent,
} from "./templates.ts";

const LINK = "https://club.example.org/admin/recovery?userId=u1&secret=abc";
const brandName = "Pride Club";
const locale = "en";

const linkEmails: { name: string; build: typeof recoveryEmail }[] = [
  { name: "recovery", build: recoveryEmail },
  { name: "verification", build: verificationEmail },
  { name: "magic URL", build: magicUrlEmail },
  {
    name: "organiser invitation",
    build: (input) => organiserInvitationEmail({ ...input, inviterName: "Robin" }),
  },
];

describe("email templates", () => {
  it.each(linkEmails)(
    "the $name email gives the link in both bodies, the expiry and the club name",
    ({ build }) => {
      const email = build({ brandName, locale, link: LINK, expireMinutes: 60 });

      expect(email.subject).toContain(brandName);
      expect(email.text).toContain(LINK);
      expect(email.text).toContain("expires in 1 hour");
      expect(email.text).toMatch(/— Pride Club\n$/);
      expect(email.html).toContain(`href="${LINK.replace("&", "&amp;")}"`);
      expect(email.html).toContain('<html lang="en">');
    },
  );

  it("the email OTP gives the code and the security phrase, never in the subject", () => {
    const email = emailOtpEmail({
      brandName,
      locale,
      code: "493817",
      expireMinutes: 15,
      phrase: "Brave Otter",
    });

    expect(email.subject).not.toContain("493817");
    expect(email.text).toContain("\n493817\n");
    expect(email.text).toContain("Security phrase: Brave Otter.");
    expect(email.text).toContain("expires in 15 minutes");
    expect(email.html).toContain(">493817</p>");
  });

  it("the email OTP without a phrase does not mention one", () => {
    const email = emailOtpEmail({ brandName, locale, code: "493817", expireMinutes: 15 });

    expect(email.text).not.toContain("phrase");
    expect(email.html).not.toContain("phrase");
  });

  it("a brand name and link holding markup are escaped in the HTML and kept as typed in the text", () => {
    const hostile = `<script>alert("x")</script> & 'Club'`;
    const emails: EmailContent[] = [
      recoveryEmail({
        brandName: hostile,
        locale,
        link: `${LINK}&next="><script>`,
        expireMinutes: 60,
      }),
      emailOtpEmail({
        brandName: hostile,
        locale,
        code: "<b>1</b>",
        expireMinutes: 15,
        phrase: "<img src=x>",
      }),
    ];

    expect(emails[0]?.html).toContain('secret=abc&amp;next=&quot;&gt;&lt;script&gt;"');
    for (const email of emails) {
      expect(email.html).not.toMatch(/<script|<img|<b>|'Club'/);
      expect(email.html).toContain(
        "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Club&#39;",
      );
      expect(email.text).toContain(hostile);
    }
  });

  it("no email loads a remote image, script or stylesheet", () => {
    const html = [
      recoveryEmail({ brandName, locale, link: LINK, expireMinutes: 60 }).html,
      emailOtpEmail({ brandName, locale, code: "493817", expireMinutes: 15, phrase: "Brave Otter" })
        .html,
    ].join("\n");

    expect(html).not.toMatch(/<img|<script|<link|<iframe|url\(|src=/i);
  });

  it.each(["javascript:alert(1)", "data:text/html,hi", "/relative/path"])(
    "a link such as %s is refused",
    (link) => {
      expect(() => magicUrlEmail({ brandName, locale, link, expireMinutes: 60 })).toThrow(
        "must be an http or https URL",
      );
    },
  );
});

describe("text message templates", () => {
  it("the phone sign-in code starts with the code and names the club", () => {
    expect(phoneOtpSms({ brandName, locale, code: "493817", expireMinutes: 15 })).toBe(
      "493817 is your Pride Club sign-in code. It expires in 15 minutes. Do not share it.",
    );
  });

  it("the phone verification code says what it confirms", () => {
    expect(phoneVerificationSms({ brandName, locale, code: "493817", expireMinutes: 15 })).toBe(
      "493817 is your Pride Club code to confirm this phone number. It expires in 15 minutes.",
    );
  });
});

describe("formatDuration", () => {
  const cases: { name: string; minutes: number; expected: string }[] = [
    { name: "one minute is singular", minutes: 1, expected: "1 minute" },
    { name: "an email OTP lasts 15 minutes", minutes: 15, expected: "15 minutes" },
    { name: "90 minutes stay minutes", minutes: 90, expected: "90 minutes" },
    { name: "a recovery link lasts 1 hour", minutes: 60, expected: "1 hour" },
    { name: "whole hours read as hours", minutes: 180, expected: "3 hours" },
    { name: "a day reads as 1 day", minutes: 1440, expected: "1 day" },
    { name: "a verification link lasts 7 days", minutes: 10080, expected: "7 days" },
  ];

  it.each(cases)("$name", ({ minutes, expected }) => {
    expect(formatDuration(translatorFor("en"), minutes)).toBe(expected);
  });
});

describe("messages in the recipient's language", () => {
  it("a Spanish recovery email is Spanish in its subject, both bodies and its lang", () => {
    const email = recoveryEmail({ brandName, locale: "es", link: LINK, expireMinutes: 60 });

    expect(email.subject).toBe("Restablece tu contraseña de Pride Club");
    expect(email.text).toContain("Este enlace funciona una sola vez y caduca en 1 hora.");
    expect(email.text).toContain(`Elegir una contraseña nueva:\n${LINK}`);
    expect(email.html).toContain('<html lang="es">');
    expect(email.html).toContain("Si el botón no funciona, copia esta dirección en tu navegador:");
    expect(email.html).not.toMatch(/\b(the|your|password)\b/);
  });

  it("a Spanish invitation names who invited and says the days in Spanish", () => {
    const email = organiserInvitationEmail({
      brandName,
      locale: "es",
      link: LINK,
      expireMinutes: 10080,
      inviterName: "Robin",
    });

    expect(email.text).toContain("Robin te invitó");
    expect(email.text).toContain("caduca en 7 días.");
  });

  it("a Spanish text message gives the code first and the expiry in Spanish", () => {
    expect(phoneOtpSms({ brandName, locale: "es", code: "493817", expireMinutes: 15 })).toBe(
      "493817 es tu código para iniciar sesión en Pride Club. Caduca en 15 minutos. No lo compartas.",
    );
  });

  it.each([
    { minutes: 1, expected: "1 minuto" },
    { minutes: 60, expected: "1 hora" },
    { minutes: 180, expected: "3 horas" },
    { minutes: 1440, expected: "1 día" },
  ])("$minutes minutes read as $expected in Spanish", ({ minutes, expected }) => {
    expect(formatDuration(translatorFor("es"), minutes)).toBe(expected);
  });
});
