import { ID, OAuthProvider } from "appwrite";
import { OAuthProvider as OAuthProviderV18 } from "appwrite-v18";
import { row } from "../row.ts";
import {
  account,
  codeSentTo,
  guest,
  linkSecretTo,
  member,
  newPhone,
  visitOAuth2Start,
} from "../scenario.ts";

/** Signing in every way the API offers, and managing the sessions that result. */
export const sessionRows = [
  row({
    operationId: "accountListSessions",
    name: "a member lists their sessions and gets the SessionList model",
    success: { model: "SessionListModel", shows: { total: 1 } },
    prepare: async (scenario) => ({ sam: await member(scenario) }),
    current: ({ sam }) => sam.current.account.listSessions(),
    v18: ({ sam }) => sam.v18.account.listSessions(),
  }),
  row({
    operationId: "accountDeleteSessions",
    name: "a member signs out everywhere and gets an empty 204",
    success: { empty: true },
    prepare: async (scenario) => ({ sam: await member(scenario) }),
    current: ({ sam }) => sam.current.account.deleteSessions(),
    v18: ({ sam }) => sam.v18.account.deleteSessions(),
  }),
  row({
    operationId: "accountCreateAnonymousSession",
    name: "a visitor opens an anonymous session and gets the Session model",
    success: { model: "SessionModel", shows: { provider: "anonymous" } },
    prepare: async (scenario) => ({ visitor: guest(scenario.server) }),
    current: ({ visitor }) => visitor.current.account.createAnonymousSession(),
    v18: ({ visitor }) => visitor.v18.account.createAnonymousSession(),
  }),
  row({
    operationId: "accountCreateEmailPasswordSession",
    name: "a member signs in with email and password and gets the Session model",
    success: { model: "SessionModel", shows: { provider: "email", current: true } },
    prepare: async (scenario) => ({
      visitor: guest(scenario.server),
      sam: await account(scenario),
    }),
    current: ({ visitor, sam }) =>
      visitor.current.account.createEmailPasswordSession({
        email: sam.email,
        password: sam.password,
      }),
    v18: ({ visitor, sam }) =>
      visitor.v18.account.createEmailPasswordSession(sam.email, sam.password),
  }),
  row({
    operationId: "accountUpdateMagicURLSession",
    name: "a member follows an emailed magic link and gets the Session model",
    success: { model: "SessionModel", shows: { provider: "magic-url" } },
    prepare: async (scenario) => {
      const { email } = await account(scenario);
      const visitor = guest(scenario.server);
      await visitor.current.account.createMagicURLToken({
        userId: ID.unique(),
        email,
        url: `${scenario.server.url}/magic`,
      });
      return { visitor, link: await linkSecretTo(scenario, email) };
    },
    current: ({ visitor, link }) => visitor.current.account.updateMagicURLSession(link),
    v18: ({ visitor, link }) => visitor.v18.account.updateMagicURLSession(link.userId, link.secret),
  }),
  row({
    operationId: "accountCreateOAuth2Session",
    name: "a visitor starting an OpenID Connect sign-in is redirected to the provider",
    success: { redirectsToProviderWithScope: "groups" },
    prepare: async (scenario) => ({
      visitor: guest(scenario.oauth2.server),
      success: `${scenario.oauth2.server.url}/signed-in`,
      failure: `${scenario.oauth2.server.url}/sign-in-failed`,
    }),
    current: ({ visitor, success, failure }) =>
      visitOAuth2Start(
        visitor.current.account.createOAuth2Session({
          provider: OAuthProvider.Oidc,
          success,
          failure,
          scopes: ["groups"],
        }),
      ),
    v18: ({ visitor, success, failure }) =>
      visitOAuth2Start(
        visitor.v18.account.createOAuth2Session(OAuthProviderV18.Oidc, success, failure, [
          "groups",
        ]),
      ),
  }),
  row({
    operationId: "accountUpdatePhoneSession",
    name: "a visitor signs in with a texted code and gets the Session model",
    success: { model: "SessionModel", shows: { provider: "phone" } },
    prepare: async (scenario) => {
      const phone = newPhone();
      const visitor = guest(scenario.server);
      const { userId } = await visitor.current.account.createPhoneToken({
        userId: ID.unique(),
        phone,
      });
      return { visitor, userId, secret: await codeSentTo(scenario, phone) };
    },
    current: ({ visitor, userId, secret }) =>
      visitor.current.account.updatePhoneSession({ userId, secret }),
    v18: ({ visitor, userId, secret }) => visitor.v18.account.updatePhoneSession(userId, secret),
  }),
  row({
    operationId: "accountCreateSession",
    name: "a member signs in with an emailed code and gets the Session model",
    success: { model: "SessionModel", shows: { provider: "token" } },
    prepare: async (scenario) => {
      const { email } = await account(scenario);
      const visitor = guest(scenario.server);
      const { userId } = await visitor.current.account.createEmailToken({
        userId: ID.unique(),
        email,
      });
      return { visitor, userId, secret: await codeSentTo(scenario, email) };
    },
    current: ({ visitor, userId, secret }) =>
      visitor.current.account.createSession({ userId, secret }),
    v18: ({ visitor, userId, secret }) => visitor.v18.account.createSession(userId, secret),
  }),
  row({
    operationId: "accountGetSession",
    name: "a member reads their current session and gets the Session model",
    success: { model: "SessionModel", shows: { current: true } },
    prepare: async (scenario) => ({ sam: await member(scenario) }),
    current: ({ sam }) => sam.current.account.getSession({ sessionId: "current" }),
    v18: ({ sam }) => sam.v18.account.getSession("current"),
  }),
  row({
    operationId: "accountUpdateSession",
    name: "a member extends their current session and gets the Session model",
    success: { model: "SessionModel", shows: { current: true } },
    prepare: async (scenario) => ({ sam: await member(scenario) }),
    current: ({ sam }) => sam.current.account.updateSession({ sessionId: "current" }),
    v18: ({ sam }) => sam.v18.account.updateSession("current"),
  }),
  row({
    operationId: "accountDeleteSession",
    name: "a member signs out of the current session and gets an empty 204",
    success: { empty: true },
    prepare: async (scenario) => ({ sam: await member(scenario) }),
    current: ({ sam }) => sam.current.account.deleteSession({ sessionId: "current" }),
    v18: ({ sam }) => sam.v18.account.deleteSession("current"),
  }),
];
