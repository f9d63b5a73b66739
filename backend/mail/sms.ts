import { writeToOutbox } from "./outbox.ts";

/** One text message; `to` is a phone number in E.164 form, such as +15555550123. */
export interface SmsMessage {
  to: string;
  text: string;
}

/**
 * A gateway that sends text messages (Twilio, Vonage, …): resolves once the gateway accepted the
 * message, rejects otherwise. None is built in today; a club that needs one adds a module here.
 */
export type SmsProvider = (message: SmsMessage) => Promise<void>;

/** Sends text messages for phone sign-in and phone verification. */
export interface SmsSender {
  sendSms(message: SmsMessage): Promise<void>;
}

/** Sends through `provider` when there is one, otherwise into the outbox in `dataDir`. */
export function createSmsSender(
  provider: SmsProvider | null,
  dataDir: string,
  log: (line: string) => void,
): SmsSender {
  if (provider) return { sendSms: provider };
  return { sendSms: (message) => writeToOutbox(dataDir, { kind: "sms", ...message }, log) };
}
