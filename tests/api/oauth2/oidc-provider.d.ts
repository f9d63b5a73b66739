// oidc-provider ships no type declarations and @types/oidc-provider is not installed; these
// describe only the parts the OAuth2 tests use (see oidc-test-provider.ts).
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  export interface AccountClaims {
    sub: string;
    [claim: string]: unknown;
  }

  export interface Account {
    accountId: string;
    claims(): Promise<AccountClaims>;
  }

  export interface ClientMetadata {
    client_id: string;
    client_secret: string;
    redirect_uris: string[];
    response_types: string[];
    grant_types: string[];
    token_endpoint_auth_method: string;
  }

  export interface Interaction {
    uid: string;
    prompt: { name: string };
    params: { client_id?: unknown; scope?: unknown };
    session?: { accountId: string };
  }

  export type InteractionResults =
    | { login: { accountId: string } }
    | { consent: { grantId: string } }
    | { error: string; error_description: string };

  export interface Configuration {
    clients: ClientMetadata[];
    findAccount(context: unknown, id: string): Promise<Account | undefined>;
    claims: Record<string, string[]>;
    interactions: { url(context: unknown, interaction: Interaction): string };
    features: { devInteractions: { enabled: boolean } };
    /** Lifetimes in seconds, by artifact name. */
    ttl: Record<string, number>;
    cookies: { keys: string[] };
    jwks: { keys: object[] };
  }

  export class Grant {
    constructor(properties: { accountId: string; clientId: string });
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    readonly Grant: typeof Grant;
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<Interaction>;
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: InteractionResults,
      options: { mergeWithLastSubmission: boolean },
    ): Promise<void>;
  }
}
