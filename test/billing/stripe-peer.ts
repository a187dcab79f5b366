import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

/**
 * Stripe as the tests see it. Every request is first sent to stripe-mock (Stripe's own server,
 * which validates it against Stripe's OpenAPI; a request it refuses is answered with its error).
 * stripe-mock is stateless, so this peer then answers from its own state for the few resources
 * Vigil uses: customers, checkout sessions, subscriptions and portal sessions. Idempotency keys
 * replay the first answer, as Stripe does. See docs/decisions.md.
 */
type Json = Record<string, unknown>;

interface Item {
  id: string;
  price: string;
  quantity: number;
}

interface SubscriptionRecord {
  id: string;
  customer: string;
  status: string;
  created: number;
  periodEnd: number;
  cancelAt: number | null;
  metadata: Json;
  items: Item[];
}

export interface StripePeer {
  url: string;
  /** Requests Vigil made, for assertions on what reached Stripe. */
  requests: { method: string; path: string; idempotencyKey: string | undefined; body: Json }[];
  customers: Map<string, Json>;
  sessions: Map<string, Json>;
  subscriptions: Map<string, SubscriptionRecord>;
  /** What Stripe does when the user pays: completes the session and, for a subscription, creates it. */
  completeCheckout(sessionId: string): Json;
  setSubscription(id: string, change: Partial<Pick<SubscriptionRecord, 'status' | 'items' | 'cancelAt'>>): void;
  subscriptionObject(id: string): Json;
  /** The next `method` request to `path` gets no answer (a worker can be killed while it waits); resolves once it arrived. */
  holdNext(method: string, path: string): Promise<void>;
  stop(): Promise<void>;
}

export async function startStripePeer(stripeMockUrl: string): Promise<StripePeer> {
  const customers = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, SubscriptionRecord>();
  const replies = new Map<string, { status: number; body: unknown }>();
  const requests: StripePeer['requests'] = [];
  const holds: Array<{ method: string; path: string; arrived: () => void }> = [];
  let clock = Math.floor(Date.now() / 1000);

  const subscriptionObject = (id: string): Json => {
    const s = subscriptions.get(id)!;
    return {
      id: s.id,
      object: 'subscription',
      customer: s.customer,
      status: s.status,
      created: s.created,
      cancel_at: s.cancelAt,
      metadata: s.metadata,
      items: {
        object: 'list',
        data: s.items.map((item) => ({
          id: item.id,
          object: 'subscription_item',
          price: { id: item.price, object: 'price' },
          quantity: item.quantity,
          current_period_end: s.periodEnd,
        })),
      },
    };
  };

  function route(method: string, path: string, body: Json, query: URLSearchParams): { status: number; body: unknown } {
    const [, , resource, id, sub] = path.split('/');
    if (method === 'POST' && resource === 'customers' && !id) {
      const customer = { id: newId('cus'), object: 'customer', email: body.email ?? null, metadata: body.metadata ?? {} };
      customers.set(customer.id, customer);
      return ok(customer);
    }
    if (method === 'POST' && resource === 'customers' && id) {
      const customer = customers.get(id);
      if (!customer) return missing(id);
      Object.assign(customer, body);
      return ok(customer);
    }
    if (resource === 'checkout' && id === 'sessions') {
      if (method === 'POST') {
        const session = {
          id: newId('cs_test'),
          object: 'checkout.session',
          mode: body.mode,
          customer: body.customer ?? null,
          client_reference_id: body.client_reference_id ?? null,
          metadata: body.metadata ?? {},
          line_items: body.line_items,
          status: 'open',
          payment_status: 'unpaid',
          subscription: null,
          url: `https://checkout.stripe.test/pay/${randomBytes(6).toString('hex')}`,
        };
        sessions.set(session.id, session);
        return ok(session);
      }
      const session = sessions.get(sub!);
      return session ? ok(session) : missing(sub!);
    }
    if (method === 'POST' && resource === 'billing_portal') {
      return ok({
        id: newId('bps'),
        object: 'billing_portal.session',
        customer: body.customer,
        return_url: body.return_url,
        url: `https://billing.stripe.test/session/${randomBytes(6).toString('hex')}`,
      });
    }
    if (resource === 'subscriptions' && !id) {
      const data = [...subscriptions.values()].filter((s) => s.customer === query.get('customer')).map((s) => subscriptionObject(s.id));
      return ok({ object: 'list', data, has_more: false, url: '/v1/subscriptions' });
    }
    if (resource === 'subscriptions' && id) {
      const subscription = subscriptions.get(id);
      if (!subscription) return missing(id);
      if (method === 'POST') updateItems(subscription, (body.items as Json[] | undefined) ?? []);
      return ok(subscriptionObject(id));
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `The stripe peer does not serve ${method} ${path}` } } };
  }

  function updateItems(subscription: SubscriptionRecord, changes: Json[]): void {
    for (const change of changes) {
      const existing = subscription.items.find((item) => item.id === change.id);
      if (existing && change.deleted === 'true') subscription.items = subscription.items.filter((item) => item !== existing);
      else if (existing)
        Object.assign(existing, { price: change.price ?? existing.price, quantity: Number(change.quantity ?? existing.quantity) });
      else subscription.items.push({ id: newId('si'), price: String(change.price), quantity: Number(change.quantity ?? 1) });
    }
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const raw = Buffer.concat(chunks).toString();
        const url = new URL(req.url!, 'http://peer');
        const hold = holds.findIndex((h) => h.method === req.method && h.path === url.pathname);
        if (hold >= 0) return holds.splice(hold, 1)[0]!.arrived();
        const validation = await fetch(`${stripeMockUrl}${req.url}`, {
          method: req.method,
          headers: forwardable(req.headers),
          body: req.method === 'GET' ? undefined : raw,
        });
        const reply = async (): Promise<{ status: number; body: unknown }> => {
          if (validation.status >= 400) return { status: validation.status, body: await validation.json() };
          const body = decodeForm(raw);
          const key = req.headers['idempotency-key'] as string | undefined;
          requests.push({ method: req.method!, path: url.pathname, idempotencyKey: key, body });
          if (req.method === 'POST' && key && replies.has(key)) return replies.get(key)!;
          const answer = route(req.method!, url.pathname, body, url.searchParams);
          if (req.method === 'POST' && key) replies.set(key, answer);
          return answer;
        };
        const { status, body } = await reply();
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    customers,
    sessions,
    subscriptions,
    completeCheckout(sessionId) {
      const session = sessions.get(sessionId)!;
      Object.assign(session, { status: 'complete', payment_status: 'paid' });
      if (session.mode === 'subscription') {
        clock += 1;
        const items = (session.line_items as Json[]).map((line) => ({
          id: newId('si'),
          price: String(line.price),
          quantity: Number(line.quantity),
        }));
        const subscription: SubscriptionRecord = {
          id: newId('sub'),
          customer: String(session.customer),
          status: 'active',
          created: clock,
          periodEnd: clock + 30 * 86_400,
          cancelAt: null,
          metadata: { organizationId: session.client_reference_id },
          items,
        };
        subscriptions.set(subscription.id, subscription);
        session.subscription = subscription.id;
      }
      return session;
    },
    setSubscription(id, change) {
      Object.assign(subscriptions.get(id)!, change);
    },
    subscriptionObject,
    holdNext: (method, path) => new Promise((arrived) => holds.push({ method, path, arrived })),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const ok = (body: unknown) => ({ status: 200, body });
const missing = (id: string) => ({
  status: 404,
  body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: '${id}'` } },
});
const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

function forwardable(headers: http.IncomingHttpHeaders): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of ['authorization', 'content-type', 'stripe-version']) {
    const value = headers[name];
    if (typeof value === 'string') kept[name] = value;
  }
  return kept;
}

/** Stripe's form encoding (`items[0][price]=…`) back into nested objects and arrays. */
export function decodeForm(raw: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[index + 1]!);
      node[part] ??= nextIsIndex ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}
