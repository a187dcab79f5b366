/**
 * The part of oidc-provider (ESM-only, untyped) Vigil uses: its constructor, the interaction API the
 * consent page drives, Grant, and the Client class (found by id; its secret comparison Vigil replaces).
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown> & { client_id: string; redirect_uri?: string; scope?: string };
    session?: { accountId?: string };
  }

  export interface GrantInstance {
    addOIDCScope(scope: string): void;
    addResourceScope(resource: string, scope: string): void;
    rejectOIDCScope(scope: string): void;
    rejectResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
    destroy(): Promise<void>;
  }

  export interface ClientInstance {
    clientId: string;
    clientName?: string;
    redirectUris: string[];
    scope?: string;
    tokenEndpointAuthMethod: string;
    metadata(): Record<string, unknown>;
  }

  export class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    Grant: new (properties: { accountId: string; clientId: string }) => GrantInstance;
    Client: {
      find(clientId: string): Promise<ClientInstance | undefined>;
      prototype: { compareClientSecret(this: { clientSecret?: string }, actual: string): boolean | Promise<boolean> };
    };
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export const errors: Record<string, new (description?: string) => Error>;

  export default Provider;
}
