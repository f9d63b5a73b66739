import crypto from "node:crypto";
import { ID, Query } from "appwrite";
import { ID as IDV18, Query as QueryV18 } from "appwrite-v18";
import { row } from "../row.ts";
import { guest, member, newPhone } from "../scenario.ts";

const newEmail = () => `conformance-${crypto.randomUUID()}@example.org`;

/** The account itself: profile fields, preferences, status, logs and JWTs. */
export const profileRows = [
  row({
    operationId: "accountGet",
    name: "a member reads their account and gets the User model",
    success: { model: "UserModel" },
    prepare: async (scenario) => ({ sam: await member(scenario) }),
    current: ({ sam }) => sam.current.account.get(),
    v18: ({ sam }) => sam.v18.account.get(),
  }),
  row({
    operationId: "accountCreate",
    name: "a visitor creates an account and gets the User model",
    success: { model: "UserModel", shows: { name: "Robin" } },
    prepare: async (scenario) => ({ visitor: guest(scenario.server), email: newEmail() }),
    current: ({ visitor, email }) =>
      visitor.current.account.create({
        userId: ID.unique(),
        email,
        password: "conformance-pw-1",
        name: "Robin",
      }),
    v18: ({ visitor, email }) =>
      visitor.v18.account.create(IDV18.unique(), email, "conformance-pw-1", "Robin"),
  }),
  row({
    operationId: "accountUpdateEmail",
    name: "a member changes their email with their password and gets the User model",
    success: { model: "UserModel" },
    prepare: async (scenario) => ({ sam: await member(scenario), email: newEmail() }),
    current: ({ sam, email }) => sam.current.account.updateEmail({ email, password: sam.password }),
    v18: ({ sam, email }) => sam.v18.account.updateEmail(email, sam.password),
  }),
  row({
    operationId: "accountUpdateName",
    name: "a member changes their name and gets the User model",
    success: { model: "UserModel", shows: { name: "Sam Rivera" } },
    prepare: async (scenario) => ({ sam: await member(scenario) }),
    current: ({ sam }) => sam.current.account.updateName({ name: "Sam Rivera" }),
    v18: ({ sam }) => sam.v18.account.updateName("Sam Rivera"),
  }),
  row({
    operationId: "accountUpdatePassword",
    name: "a member changes their password with the old one and gets the User model",
    success: { model: "UserModel" },
    prepare: async (scenario) => ({ sam: await member(scenario) }),
    current: ({ sam }) =>
      sam.current.account.updatePassword({
        password: "conformance-new-pw",
        oldPassword: sam.password,
      }),
    v18: ({ sam }) => sam.v18.account.updatePassword("conformance-new-pw", sam.password),
  }),
  row({
    operationId: "accountUpdatePhone",
    name: "a member sets a phone number with their password and gets the User model",
    success: { model: "UserModel" },
    prepare: async (scenario) => ({ sam: await member(scenario), phone: newPhone() }),
    current: ({ sam, phone }) => sam.current.account.updatePhone({ phone, password: sam.password }),
    v18: ({ sam, phone }) => sam.v18.account.updatePhone(phone, sam.password),
  }),
  row({
    operationId: "accountGetPrefs",
    name: "a member reads their preferences and gets the Preferences model",
    success: { model: "PreferencesModel", shows: { theme: "dark" } },
    prepare: async (scenario) => {
      const sam = await member(scenario);
      await sam.current.account.updatePrefs({ prefs: { theme: "dark" } });
      return { sam };
    },
    current: ({ sam }) => sam.current.account.getPrefs(),
    v18: ({ sam }) => sam.v18.account.getPrefs(),
  }),
  row({
    operationId: "accountUpdatePrefs",
    name: "a member saves preferences and gets the User model carrying them",
    success: { model: "UserModel", shows: { prefs: { theme: "dark" } } },
    prepare: async (scenario) => ({ sam: await member(scenario) }),
    current: ({ sam }) => sam.current.account.updatePrefs({ prefs: { theme: "dark" } }),
    v18: ({ sam }) => sam.v18.account.updatePrefs({ theme: "dark" }),
  }),
  row({
    operationId: "accountUpdateStatus",
    name: "a member blocks their own account and gets the User model with status false",
    success: { model: "UserModel", shows: { status: false } },
    prepare: async (scenario) => ({ sam: await member(scenario) }),
    current: ({ sam }) => sam.current.account.updateStatus(),
    v18: ({ sam }) => sam.v18.account.updateStatus(),
  }),
  row({
    operationId: "accountListLogs",
    name: "a member lists the newest entry of their audit log and gets the LogList model",
    success: { model: "LogListModel", shows: { logs: [{ event: "session.create" }] } },
    prepare: async (scenario) => ({ sam: await member(scenario) }),
    current: ({ sam }) => sam.current.account.listLogs({ queries: [Query.limit(1)] }),
    v18: ({ sam }) => sam.v18.account.listLogs([QueryV18.limit(1)]),
  }),
  row({
    operationId: "accountCreateJWT",
    name: "a member creates a JWT and gets the Jwt model",
    success: { model: "JwtModel" },
    prepare: async (scenario) => ({ sam: await member(scenario) }),
    current: ({ sam }) => sam.current.account.createJWT(),
    v18: ({ sam }) => sam.v18.account.createJWT(),
  }),
];
