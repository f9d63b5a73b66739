import { ID, OAuthProvider } from "appwrite";
import { ID as IDV18, OAuthProvider as OAuthProviderV18 } from "appwrite-v18";
import { row } from "../row.ts";
import {
  account,
  codeSentTo,
  guest,
  linkSecretTo,
  member,
  newPhone,
  visitOAuth2Start,
  type Scenario,
} from "../scenario.ts";

/** A member with a phone number on their account, not yet verified. */
async function memberWithPhone(scenario: Scenario) {
  const sam = await member(scenario);
  const phone = newPhone();
  await sam.current.account.updatePhone({ phone, password: sam.password });
  return { sam, phone };
}

/** Sign-in tokens, email and phone verification, and password recovery. */
export const tokenRows = [
  row({
    operationId: "accountCreateEmailToken",
    name: "a member asks for an emailed sign-in code with a phrase and gets the Token model",
    success: { model: "TokenModel", shows: { secret: "" } },
    prepare: async (scenario) => ({
      visitor: guest(scenario.server),
      sam: await account(scenario),
    }),
    current: ({ visitor, sam }) =>
      visitor.current.account.createEmailToken({
        userId: ID.unique(),
        email: sam.email,
        phrase: true,
      }),
    v18: ({ visitor, sam }) =>
      visitor.v18.account.createEmailToken(IDV18.unique(), sam.email, true),
  }),
  row({
    operationId: "accountCreateMagicURLToken",
    name: "a member asks for a magic sign-in link and gets the Token model",
    success: { model: "TokenModel", shows: { secret: "" } },
    prepare: async (scenario) => ({
      visitor: guest(scenario.server),
      sam: await account(scenario),
      url: `${scenario.server.url}/magic`,
    }),
    current: ({ visitor, sam, url }) =>
      visitor.current.account.createMagicURLToken({ userId: ID.unique(), email: sam.email, url }),
    v18: ({ visitor, sam, url }) =>
      visitor.v18.account.createMagicURLToken(IDV18.unique(), sam.email, url),
  }),
  row({
    operationId: "accountCreateOAuth2Token",
    name: "a visitor starting an OpenID Connect token flow is redirected to the provider",
    success: { redirectsToProviderWithScope: "groups" },
    prepare: async (scenario) => ({
      visitor: guest(scenario.oauth2.server),
      success: `${scenario.oauth2.server.url}/signed-in`,
      failure: `${scenario.oauth2.server.url}/sign-in-failed`,
    }),
    current: ({ visitor, success, failure }) =>
      visitOAuth2Start(
        visitor.current.account.createOAuth2Token({
          provider: OAuthProvider.Oidc,
          success,
          failure,
          scopes: ["groups"],
        }),
      ),
    v18: ({ visitor, success, failure }) =>
      visitOAuth2Start(
        visitor.v18.account.createOAuth2Token(OAuthProviderV18.Oidc, success, failure, ["groups"]),
      ),
  }),
  row({
    operationId: "accountCreatePhoneToken",
    name: "a visitor asks for a texted sign-in code and gets the Token model",
    success: { model: "TokenModel", shows: { secret: "" } },
    prepare: async (scenario) => ({ visitor: guest(scenario.server), phone: newPhone() }),
    current: ({ visitor, phone }) =>
      visitor.current.account.createPhoneToken({ userId: ID.unique(), phone }),
    v18: ({ visitor, phone }) => visitor.v18.account.createPhoneToken(IDV18.unique(), phone),
  }),
  row({
    operationId: "accountCreateVerification",
    name: "a member asks for an email verification link and gets the Token model",
    success: { model: "TokenModel" },
    prepare: async (scenario) => ({
      sam: await member(scenario),
      url: `${scenario.server.url}/verify`,
    }),
    current: ({ sam, url }) => sam.current.account.createEmailVerification({ url }),
    v18: ({ sam, url }) => sam.v18.account.createVerification(url),
  }),
  row({
    operationId: "accountUpdateVerification",
    name: "a member follows the verification link and gets the Token model",
    success: { model: "TokenModel" },
    prepare: async (scenario) => {
      const sam = await member(scenario);
      await sam.current.account.createEmailVerification({ url: `${scenario.server.url}/verify` });
      return { sam, link: await linkSecretTo(scenario, sam.email) };
    },
    current: ({ sam, link }) => sam.current.account.updateEmailVerification(link),
    v18: ({ sam, link }) => sam.v18.account.updateVerification(link.userId, link.secret),
  }),
  row({
    operationId: "accountCreatePhoneVerification",
    name: "a member asks for a texted verification code and gets the Token model",
    success: { model: "TokenModel" },
    prepare: memberWithPhone,
    current: ({ sam }) => sam.current.account.createPhoneVerification(),
    v18: ({ sam }) => sam.v18.account.createPhoneVerification(),
  }),
  row({
    operationId: "accountUpdatePhoneVerification",
    name: "a member enters the texted verification code and gets the Token model",
    success: { model: "TokenModel" },
    prepare: async (scenario) => {
      const { sam, phone } = await memberWithPhone(scenario);
      await sam.current.account.createPhoneVerification();
      return { sam, secret: await codeSentTo(scenario, phone) };
    },
    current: ({ sam, secret }) =>
      sam.current.account.updatePhoneVerification({ userId: sam.userId, secret }),
    v18: ({ sam, secret }) => sam.v18.account.updatePhoneVerification(sam.userId, secret),
  }),
  row({
    operationId: "accountCreateRecovery",
    name: "a member who forgot their password asks for a recovery link and gets the Token model",
    success: { model: "TokenModel", shows: { secret: "" } },
    prepare: async (scenario) => ({
      visitor: guest(scenario.server),
      sam: await account(scenario),
      url: `${scenario.server.url}/recover`,
    }),
    current: ({ visitor, sam, url }) =>
      visitor.current.account.createRecovery({ email: sam.email, url }),
    v18: ({ visitor, sam, url }) => visitor.v18.account.createRecovery(sam.email, url),
  }),
  row({
    operationId: "accountUpdateRecovery",
    name: "a member follows the recovery link, sets a new password and gets the Token model",
    success: { model: "TokenModel" },
    prepare: async (scenario) => {
      const sam = await account(scenario);
      const visitor = guest(scenario.server);
      await visitor.current.account.createRecovery({
        email: sam.email,
        url: `${scenario.server.url}/recover`,
      });
      return { visitor, link: await linkSecretTo(scenario, sam.email) };
    },
    current: ({ visitor, link }) =>
      visitor.current.account.updateRecovery({ ...link, password: "recovered-pw-1" }),
    v18: ({ visitor, link }) =>
      visitor.v18.account.updateRecovery(link.userId, link.secret, "recovered-pw-1"),
  }),
];
