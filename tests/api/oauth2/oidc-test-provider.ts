import crypto from "node:crypto";
import http from "node:http";
import { exportJWK, generateKeyPair } from "jose";
import Provider, { type AccountClaims } from "oidc-provider";

/** Who the provider signs in next: a person with these claims, or a refusal. */
export type NextLogin = AccountClaims | "deny";

/**
 * A real OpenID Connect provider (the oidc-provider package) on a loopback port, with one
 * confidential client. Its login and consent screens are replaced by an interaction that
 * answers at once: it signs in `nextLogin` and grants what the client asked, or refuses.
 */
export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Registers the client's redirect URI; call once the relying party's port is known. */
  start(redirectUri: string): Promise<void>;
  nextLogin: NextLogin;
  close(): Promise<void>;
}

/** Listens first, so the issuer URL is known before the relying party is configured with it. */
export async function listenOidcProvider(): Promise<TestOidcProvider> {
  let handle: http.RequestListener = (_request, response) => {
    response.statusCode = 503;
    response.end();
  };
  const server = http.createServer((request, response) => handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("Not a TCP server.");
  const issuer = `http://127.0.0.1:${address.port}`;
  const accounts = new Map<string, AccountClaims>();

  const harness: TestOidcProvider = {
    issuer,
    clientId: "pride-club-test",
    clientSecret: crypto.randomBytes(32).toString("hex"),
    nextLogin: "deny",
    async start(redirectUri) {
      const { privateKey } = await generateKeyPair("RS256", { extractable: true });
      const provider = new Provider(issuer, {
        clients: [
          {
            client_id: harness.clientId,
            client_secret: harness.clientSecret,
            redirect_uris: [redirectUri],
            response_types: ["code"],
            grant_types: ["authorization_code"],
            token_endpoint_auth_method: "client_secret_post",
          },
        ],
        async findAccount(_context, id) {
          const claims = accounts.get(id);
          return claims && { accountId: id, claims: async () => claims };
        },
        claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
        interactions: { url: (_context, interaction) => `/interaction/${interaction.uid}` },
        features: { devInteractions: { enabled: false } },
        ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
        cookies: { keys: [crypto.randomBytes(32).toString("hex")] },
        jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: "RS256", use: "sig" }] },
      });
      const providerHandler = provider.callback();
      handle = (request, response) => {
        if (request.url?.startsWith("/interaction/")) {
          answerInteraction(provider, request, response).catch((error: unknown) => {
            response.statusCode = 500;
            response.end(String(error));
          });
        } else {
          providerHandler(request, response);
        }
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  async function answerInteraction(
    provider: Provider,
    request: http.IncomingMessage,
    response: http.ServerResponse,
  ): Promise<void> {
    const interaction = await provider.interactionDetails(request, response);
    const login = harness.nextLogin;
    if (login === "deny") {
      const refusal = { error: "access_denied", error_description: "The test user said no" };
      await provider.interactionFinished(request, response, refusal, {
        mergeWithLastSubmission: false,
      });
      return;
    }
    if (interaction.prompt.name === "login") {
      accounts.set(login.sub, login);
      await provider.interactionFinished(
        request,
        response,
        { login: { accountId: login.sub } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const grant = new provider.Grant({
      accountId: interaction.session?.accountId ?? login.sub,
      clientId: String(interaction.params.client_id),
    });
    grant.addOIDCScope(String(interaction.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(
      request,
      response,
      { consent: { grantId } },
      { mergeWithLastSubmission: true },
    );
  }

  return harness;
}
