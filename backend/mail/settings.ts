import { z } from "zod";

/** How mail leaves the server: through SMTP when `smtp` is set, otherwise into the outbox. */
export interface DeliverySettings {
  smtp: SmtpSettings | null;
}

/** One SMTP relay, as nodemailer's transport takes it. */
export interface SmtpSettings {
  host: string;
  port: number;
  /** true = TLS from the first byte (usually port 465); false = plain, upgraded by STARTTLS. */
  secure: boolean;
  /**
   * true = refuse to send unless the connection is encrypted (a relay offering no STARTTLS is an
   * error); false only when the operator says SMTP_SECURE=0, e.g. for a relay on this machine.
   */
  requireTls: boolean;
  user?: string;
  password?: string;
  /** The From header, such as "Pride Club <club@example.org>". */
  from: string;
}

const DEFAULT_PORT = 587;
const IMPLICIT_TLS_PORT = 465;

const PORT_ERROR = "must be a port number such as 587";

const fromAddress = z.string().regex(/^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, {
  error: 'must be an address such as "Pride Club <club@example.org>"',
});

const smtpEnvSchema = z.object({
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce
    .number({ error: PORT_ERROR })
    .int({ error: PORT_ERROR })
    .min(1, { error: PORT_ERROR })
    .max(65535, { error: PORT_ERROR })
    .optional(),
  SMTP_SECURE: z
    .enum(["0", "1"], {
      error: "use 1 (TLS from the start, port 465) or 0 (no TLS required: a relay on this machine)",
    })
    .optional(),
  SMTP_USERNAME: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  SMTP_FROM: fromAddress.optional(),
});

const SMTP_VARIABLES = Object.keys(smtpEnvSchema.shape);

/**
 * Every problem with the SMTP_* variables, one line each ("SMTP_PORT: ..."); none means
 * parseDeliverySettings accepts them. server/env.ts lists these with the other settings' problems.
 */
export function deliveryProblems(env: Record<string, string | undefined>): string[] {
  const present = presentSmtpVariables(env);
  const parsed = smtpEnvSchema.safeParse(present);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  return [...problems, ...missingCompanions(present)];
}

/**
 * Reads the SMTP_* variables into delivery settings; without SMTP_HOST, mail goes to the outbox.
 * Throws one readable message listing every problem. Only server/env.ts passes process.env here.
 */
export function parseDeliverySettings(env: Record<string, string | undefined>): DeliverySettings {
  const present = presentSmtpVariables(env);
  const parsed = smtpEnvSchema.safeParse(present);
  const problems = deliveryProblems(env);
  if (!parsed.success || problems.length > 0) {
    throw new Error(`The environment has problems:\n${problems.map((p) => `  ${p}`).join("\n")}`);
  }
  const value = parsed.data;
  if (value.SMTP_HOST === undefined || value.SMTP_FROM === undefined) return { smtp: null };
  const port = value.SMTP_PORT ?? DEFAULT_PORT;
  return {
    smtp: {
      host: value.SMTP_HOST,
      port,
      secure:
        value.SMTP_SECURE === undefined ? port === IMPLICIT_TLS_PORT : value.SMTP_SECURE === "1",
      // Sign-in links and codes travel in these emails: without TLS anyone on the path reads
      // them. Only an explicit SMTP_SECURE=0 lets mail go out in the clear.
      requireTls: value.SMTP_SECURE !== "0",
      user: value.SMTP_USERNAME,
      password: value.SMTP_PASSWORD,
      from: value.SMTP_FROM,
    },
  };
}

function presentSmtpVariables(env: Record<string, string | undefined>): Record<string, string> {
  // An empty variable means "not set", as shells and .env files often leave them.
  const present: Record<string, string> = {};
  for (const name of SMTP_VARIABLES) {
    const value = env[name];
    if (value) present[name] = value;
  }
  return present;
}

/**
 * Settings that only make sense together. Checked on the raw variables so they are listed even
 * when another variable fails its own check.
 */
function missingCompanions(present: Record<string, string>): string[] {
  const problems: string[] = [];
  if (present.SMTP_HOST) {
    if (!present.SMTP_FROM) {
      problems.push(
        'SMTP_FROM: required when SMTP_HOST is set, e.g. "Pride Club <club@example.org>"',
      );
    }
  } else {
    // A half-configured relay would silently fall back to the outbox, which nobody reads in
    // production, so recovery mail would vanish.
    for (const name of SMTP_VARIABLES.filter((name) => name !== "SMTP_HOST" && present[name])) {
      problems.push(`${name}: set, but SMTP_HOST is not; set SMTP_HOST to send mail by SMTP`);
    }
  }
  if (present.SMTP_PASSWORD && !present.SMTP_USERNAME) {
    problems.push("SMTP_USERNAME: required when SMTP_PASSWORD is set");
  }
  return problems;
}
