import { z } from 'zod';
import { ERROR_STATUS } from './errors.ts';
import { catalogueOperations } from './openapi-catalogue.ts';
import { emailBody, loginBody, profileBody, resetBody, signupBody, tokenBody } from './routes/auth.ts';
import { checkoutBody } from './routes/checkout.ts';
import { mediaPayPatch } from './routes/config.ts';
import {
  couponCreateBody,
  couponFilter,
  couponGenerateBody,
  couponRedeemBody,
  couponUpdateBody,
} from './routes/coupons.ts';
import { emailLogFilter } from './routes/email-logs.ts';
import { orderFilter } from './routes/orders.ts';
import { salesFilter } from './routes/sales.ts';
import { subscribeBody, subscriptionFilter } from './routes/subscriptions.ts';
import { userFilter, userUpdateBody } from './routes/users.ts';
import {
  accessSchema,
  homeSchema,
  modulesSchema,
  registerDomainsSchema,
  registerFieldsSchema,
  siteConfigSchema,
} from './services/config.ts';

export type Access = 'public' | 'signed-in' | 'producer' | 'admin';

export interface Operation {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  summary: string;
  tag: string;
  access: Access;
  body?: z.ZodType;
  /** The JSON-encoded `filter` query parameter of a ra-data-simple-rest list. */
  listFilter?: z.ZodType;
  ok?: number;
}

/**
 * Every operation of the API with the zod schema its handler validates against, so the document is
 * generated from the same schemas. tests/api/openapi.test.ts fails when a route is missing here.
 */
export const OPERATIONS: Operation[] = [
  { method: 'get', path: '/api/health', summary: 'Liveness', tag: 'system', access: 'public' },
  {
    method: 'post',
    path: '/api/auth/signup',
    summary: 'Sign up',
    tag: 'auth',
    access: 'public',
    body: signupBody,
    ok: 201,
  },
  {
    method: 'post',
    path: '/api/auth/activate',
    summary: 'Activate with the emailed token',
    tag: 'auth',
    access: 'public',
    body: tokenBody,
  },
  {
    method: 'post',
    path: '/api/auth/activate/resend',
    summary: 'Send the activation email again',
    tag: 'auth',
    access: 'public',
    body: emailBody,
    ok: 202,
  },
  {
    method: 'post',
    path: '/api/auth/login',
    summary: 'Sign in: a bearer token and the session cookie',
    tag: 'auth',
    access: 'public',
    body: loginBody,
  },
  {
    method: 'post',
    path: '/api/auth/logout',
    summary: 'Revoke the current token',
    tag: 'auth',
    access: 'public',
    ok: 204,
  },
  {
    method: 'post',
    path: '/api/auth/recovery',
    summary: 'Email a password reset link',
    tag: 'auth',
    access: 'public',
    body: emailBody,
    ok: 202,
  },
  {
    method: 'post',
    path: '/api/auth/reset',
    summary: 'Set a new password with the emailed token',
    tag: 'auth',
    access: 'public',
    body: resetBody,
  },
  { method: 'get', path: '/api/auth/me', summary: 'The session user', tag: 'auth', access: 'signed-in' },
  {
    method: 'put',
    path: '/api/auth/me',
    summary: 'Update profile, billing, password; ask to become an organizer',
    tag: 'auth',
    access: 'signed-in',
    body: profileBody,
  },
  {
    method: 'get',
    path: '/api/config',
    summary: 'Site configuration (nine booleans)',
    tag: 'config',
    access: 'public',
  },
  {
    method: 'put',
    path: '/api/config',
    summary: 'Change site configuration',
    tag: 'config',
    access: 'admin',
    body: siteConfigSchema.partial(),
  },
  {
    method: 'get',
    path: '/api/config/access',
    summary: 'Whether signed-out visitors are sent to /login',
    tag: 'config',
    access: 'public',
  },
  {
    method: 'put',
    path: '/api/config/access',
    summary: 'Change the login-only setting',
    tag: 'config',
    access: 'admin',
    body: accessSchema.partial(),
  },
  {
    method: 'get',
    path: '/api/config/payments',
    summary: 'Payment settings without secrets',
    tag: 'config',
    access: 'public',
  },
  {
    method: 'get',
    path: '/api/config/payments/stripe',
    summary: 'Card provider public key',
    tag: 'config',
    access: 'public',
  },
  {
    method: 'get',
    path: '/api/config/modules',
    summary: 'Modules and whether each is enabled',
    tag: 'config',
    access: 'public',
  },
  {
    method: 'put',
    path: '/api/config/modules',
    summary: 'Enable or disable modules',
    tag: 'config',
    access: 'admin',
    body: modulesSchema.partial(),
  },
  {
    method: 'get',
    path: '/api/config/modules/media-pay',
    summary: 'Payment module (secrets masked)',
    tag: 'config',
    access: 'admin',
  },
  {
    method: 'put',
    path: '/api/config/modules/media-pay',
    summary: 'Change the payment module; secrets are write-only',
    tag: 'config',
    access: 'admin',
    body: mediaPayPatch,
  },
  {
    method: 'get',
    path: '/api/config/theme/home',
    summary: 'Home sections',
    tag: 'config',
    access: 'public',
  },
  {
    method: 'put',
    path: '/api/config/theme/home',
    summary: 'Replace the home sections',
    tag: 'config',
    access: 'admin',
    body: homeSchema,
  },
  {
    method: 'get',
    path: '/api/config/register/fields',
    summary: 'Optional sign-up fields that are enabled',
    tag: 'config',
    access: 'public',
  },
  {
    method: 'get',
    path: '/api/config/register/fields/options',
    summary: 'Every optional sign-up field with its switches',
    tag: 'config',
    access: 'admin',
  },
  {
    method: 'put',
    path: '/api/config/register/fields',
    summary: 'Change optional sign-up fields',
    tag: 'config',
    access: 'admin',
    body: registerFieldsSchema.partial(),
  },
  {
    method: 'get',
    path: '/api/config/register/social',
    summary: 'Social sign-in providers',
    tag: 'config',
    access: 'public',
  },
  {
    method: 'get',
    path: '/api/config/register/domains',
    summary: 'Email domain policy for sign-up',
    tag: 'config',
    access: 'public',
  },
  {
    method: 'put',
    path: '/api/config/register/domains',
    summary: 'Change the email domain policy',
    tag: 'config',
    access: 'admin',
    body: registerDomainsSchema.partial(),
  },
  {
    method: 'get',
    path: '/api/home',
    summary: 'Home sections resolved for the request language',
    tag: 'site',
    access: 'public',
  },
  { method: 'get', path: '/api/profiles/{id}', summary: 'A public profile', tag: 'site', access: 'public' },
  {
    method: 'get',
    path: '/api/users',
    summary: 'List users',
    tag: 'users',
    access: 'admin',
    listFilter: userFilter,
  },
  { method: 'get', path: '/api/users/{id}', summary: 'One user', tag: 'users', access: 'admin' },
  {
    method: 'put',
    path: '/api/users/{id}',
    summary: 'Approve, disapprove, block, unblock; change roles',
    tag: 'users',
    access: 'admin',
    body: userUpdateBody,
  },
  {
    method: 'delete',
    path: '/api/users/{id}',
    summary: 'Delete a user (kept as deleted)',
    tag: 'users',
    access: 'admin',
  },
  {
    method: 'get',
    path: '/api/email-logs',
    summary: 'Email log (window under three months)',
    tag: 'email',
    access: 'admin',
    listFilter: emailLogFilter,
  },
  {
    method: 'get',
    path: '/api/email-logs/{id}',
    summary: 'One email with its body',
    tag: 'email',
    access: 'admin',
  },
  { method: 'get', path: '/api/mail/open/{file}', summary: 'Tracking pixel', tag: 'email', access: 'public' },
  ...commerceOperations(),
  ...catalogueOperations(),
  { method: 'get', path: '/api/docs', summary: 'This document', tag: 'system', access: 'public' },
];

/** Checkout, payments, coupons, orders, sales, subscriptions and my stuff (issue 4, money part). */
function commerceOperations(): Operation[] {
  const op = (
    method: Operation['method'],
    path: string,
    summary: string,
    access: Access,
    extra: Partial<Operation> = {},
  ): Operation => ({ method, path, summary, tag: 'commerce', access, ...extra });
  return [
    op(
      'post',
      '/api/checkout',
      'Buy a product: free access at once, or a pending order and the payment redirect',
      'signed-in',
      { body: checkoutBody, ok: 201 },
    ),
    op('get', '/api/payments/demo/{orderId}', 'Demo payment page data (not in production)', 'signed-in'),
    op(
      'post',
      '/api/payments/demo/{orderId}/confirm',
      'Demo: pay the order (its buyer, not in production)',
      'signed-in',
    ),
    op(
      'post',
      '/api/payments/demo/{orderId}/fail',
      'Demo: fail the payment (its buyer, not in production)',
      'signed-in',
    ),
    op(
      'post',
      '/api/payments/demo/subscriptions/{id}/renew',
      'Demo: renew a subscription one month',
      'signed-in',
    ),
    op('post', '/api/payments/stripe/webhook', 'Stripe events, verified with the signing secret', 'public'),
    op('post', '/api/payments/redsys/notification', 'Redsys notification, HMAC_SHA256_V1 verified', 'public'),
    op('get', '/api/payments/redsys/{orderId}/form', 'Auto-submitting form to the Redsys POS', 'signed-in'),
    op('get', '/api/coupons', 'List coupons and codes (own channels; admins all)', 'signed-in', {
      listFilter: couponFilter,
    }),
    op('post', '/api/coupons', 'Create a coupon (admins: promotions up to 20%)', 'signed-in', {
      body: couponCreateBody,
      ok: 201,
    }),
    op('post', '/api/coupons/generate', 'Generate single-use codes for a private product', 'signed-in', {
      body: couponGenerateBody,
      ok: 201,
    }),
    op('post', '/api/coupons/redeem', 'Redeem a code: access at once, or the discounted price', 'signed-in', {
      body: couponRedeemBody,
    }),
    op('get', '/api/coupons/{id}', 'One coupon', 'signed-in'),
    op('put', '/api/coupons/{id}', 'Change a coupon', 'signed-in', { body: couponUpdateBody }),
    op('delete', '/api/coupons/{id}', 'Delete an unused coupon', 'signed-in'),
    op('get', '/api/orders', 'List orders (own channels; admins all)', 'signed-in', {
      listFilter: orderFilter,
    }),
    op('get', '/api/orders/{id}', 'One order (buyer, channel producer or admin)', 'signed-in'),
    op('get', '/api/orders/{id}/invoice', 'Printable HTML invoice (buyer or admin)', 'signed-in'),
    op('get', '/api/sales', 'List sales (own channels; admins all)', 'signed-in', {
      listFilter: salesFilter,
    }),
    op('get', '/api/sales/export.csv', 'All matching sales as CSV, streamed', 'signed-in', {
      listFilter: salesFilter,
    }),
    op('get', '/api/sales/{id}', 'One sale', 'signed-in'),
    op('post', '/api/channels/{id}/subscribe', 'Subscribe to a channel monthly', 'signed-in', {
      body: subscribeBody,
      ok: 201,
    }),
    op('get', '/api/subscriptions', 'List channel subscriptions (own channels; admins all)', 'signed-in', {
      listFilter: subscriptionFilter,
    }),
    op(
      'get',
      '/api/subscriptions/{id}',
      'One subscription (subscriber, channel producer or admin)',
      'signed-in',
    ),
    op(
      'post',
      '/api/subscriptions/{id}/cancel',
      'Cancel; content stays until the paid-through date',
      'signed-in',
    ),
    op('get', '/api/me/products', 'My products with their access answer', 'signed-in'),
    op('get', '/api/me/subscriptions', 'My subscriptions', 'signed-in'),
    op('get', '/api/me/orders', 'My orders with invoices', 'signed-in'),
    op('get', '/api/products/{id}/access', 'May the caller open this product now, and until when', 'public'),
  ];
}

const jsonSchema = (schema: z.ZodType) => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return rest;
};

const errorSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', enum: Object.keys(ERROR_STATUS) },
        message: {
          type: 'string',
          description: 'In the language of Accept-Language, else the user, else es',
        },
        fields: {
          type: 'array',
          items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } } },
        },
      },
    },
  },
};

export function openApiDocument(serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPERATIONS) {
    const errors: Record<string, unknown> = { '422': { $ref: '#/components/responses/Error' } };
    if (op.access !== 'public') errors['401'] = { $ref: '#/components/responses/Error' };
    if (op.access === 'admin' || op.access === 'producer')
      errors['403'] = { $ref: '#/components/responses/Error' };
    const parameters = [
      ...[...op.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
        name: m[1],
        in: 'path',
        required: true,
        schema: { type: m[1] === 'id' ? 'integer' : 'string' },
      })),
      ...(op.listFilter
        ? [
            { name: 'sort', in: 'query', schema: { type: 'string' }, example: '["id","DESC"]' },
            { name: 'range', in: 'query', schema: { type: 'string' }, example: '[0,24]' },
            {
              name: 'filter',
              in: 'query',
              content: { 'application/json': { schema: jsonSchema(op.listFilter) } },
            },
          ]
        : []),
    ];
    paths[op.path] ??= {};
    paths[op.path][op.method] = {
      summary: op.summary,
      tags: [op.tag],
      ...(op.access === 'public' ? { security: [] } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(op.body
        ? {
            requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(op.body) } } },
          }
        : {}),
      responses: { [String(op.ok ?? 200)]: { description: 'OK' }, ...errors },
      'x-access': op.access,
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Platea API', version: '0.1.0' },
    servers: [{ url: serverUrl }],
    security: [{ bearer: [] }, { cookie: [] }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        cookie: { type: 'apiKey', in: 'cookie', name: 'platea_session' },
      },
      responses: {
        Error: {
          description: 'An error of the catalogue',
          content: { 'application/json': { schema: errorSchema } },
        },
      },
    },
    paths,
  };
}
