import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StripeRequest {
  method: string;
  path: string;
  /** The form-encoded body Stripe's client sends, decoded. */
  params: URLSearchParams;
}

export interface StripeStandIn {
  url: string;
  requests: StripeRequest[];
  close(): Promise<void>;
}

/**
 * A local stand-in for the few Stripe API calls Inkling makes (customers,
 * Checkout sessions, portal sessions), so checkout can be tested for real
 * without the network. The Checkout "page" it returns is served by itself.
 */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: StripeRequest[] = [];
  let counter = 0;
  // Stand-ins of several test files share one PostgreSQL database: ids unique per stand-in,
  // as Stripe's are, or two files' customers collide on the unique customer id.
  const run = randomBytes(4).toString('hex');
  let base = '';
  const server: Server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const path = (request.url ?? '/').split('?')[0] ?? '/';
      const params = new URLSearchParams(body);
      requests.push({ method: request.method ?? 'GET', path, params });
      const json = (status: number, value: unknown) => {
        response.writeHead(status, {
          'Content-Type': 'application/json',
          'Request-Id': `req_${++counter}`,
        });
        response.end(JSON.stringify(value));
      };
      if (request.method === 'POST' && path === '/v1/customers') {
        return json(200, {
          id: `cus_test_${run}_${++counter}`,
          object: 'customer',
          email: params.get('email'),
        });
      }
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_test_${run}_${++counter}`;
        return json(200, {
          id,
          object: 'checkout.session',
          mode: 'subscription',
          url: `${base}/checkout/${id}`,
        });
      }
      if (request.method === 'POST' && path === '/v1/billing_portal/sessions') {
        return json(200, {
          id: `bps_${++counter}`,
          object: 'billing_portal.session',
          url: `${base}/portal/${params.get('customer') ?? ''}`,
        });
      }
      if (
        request.method === 'GET' &&
        (path.startsWith('/checkout/') || path.startsWith('/portal/'))
      ) {
        response.writeHead(200, { 'Content-Type': 'text/html' });
        return response.end(
          `<!doctype html><html lang="en"><title>Stripe stand-in</title><main><h1>Stripe stand-in: ${path}</h1></main></html>`,
        );
      }
      json(404, {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${request.method} ${path})`,
        },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
  });
}
