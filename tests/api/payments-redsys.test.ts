import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decodeParameters,
  deriveOrderKey,
  encodeParameters,
  signNotification,
  signParameters,
  verifyNotification,
} from '../../api/src/commerce/payments/redsys.ts';
import { Order, Sale } from '../../models/index.ts';
import { expectError } from './helpers/assert.ts';
import { call } from './helpers/client.ts';
import {
  checkoutBody,
  createProduct,
  producerWithChannel,
  quickUser,
  withMediaPay,
} from './helpers/commerce.ts';

// Redsys's test environment: merchant 999008881, terminal 1, key sq7HjrUOBfKmC576ILgskD5srU870gJ7.
// Vector: a redirection request and the notification Redsys's test POS (sis-t) sent back for it, as
// recorded in the fixtures of the redsys-easy library (github.com/javiertury/redsys-easy,
// test/fixtures/rest/redirect.ts). Second vector: the notification in the tests of node-redsys-api
// (a port of Redsys's official PHP API; npm @incubatorit/node-redsys-api, test/data/response.json)
// signed with the other test key of Redsys's PHP examples.
const TEST_KEY = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';
const REQUEST = {
  DS_MERCHANT_TRANSACTIONTYPE: '0',
  DS_MERCHANT_ORDER: '0726qI3H7sZx',
  DS_MERCHANT_MERCHANTCODE: '999008881',
  DS_MERCHANT_TERMINAL: '1',
  DS_MERCHANT_AMOUNT: '4999',
  DS_MERCHANT_CURRENCY: '978',
  DS_MERCHANT_MERCHANTURL: 'http://www.prueba.com/urlNotificacion.php',
  DS_MERCHANT_URLOK: 'http://www.prueba.com/urlOK.php',
  DS_MERCHANT_URLKO: 'http://www.prueba.com/urlKO.php',
};
const REQUEST_PARAMS =
  'eyJEU19NRVJDSEFOVF9UUkFOU0FDVElPTlRZUEUiOiIwIiwiRFNfTUVSQ0hBTlRfT1JERVIiOiIwNzI2cUkzSDdzWngiLCJEU19NRVJDSEFOVF9NRVJDSEFOVENPREUiOiI5OTkwMDg4ODEiLCJEU19NRVJDSEFOVF9URVJNSU5BTCI6IjEiLCJEU19NRVJDSEFOVF9BTU9VTlQiOiI0OTk5IiwiRFNfTUVSQ0hBTlRfQ1VSUkVOQ1kiOiI5NzgiLCJEU19NRVJDSEFOVF9NRVJDSEFOVFVSTCI6Imh0dHA6Ly93d3cucHJ1ZWJhLmNvbS91cmxOb3RpZmljYWNpb24ucGhwIiwiRFNfTUVSQ0hBTlRfVVJMT0siOiJodHRwOi8vd3d3LnBydWViYS5jb20vdXJsT0sucGhwIiwiRFNfTUVSQ0hBTlRfVVJMS08iOiJodHRwOi8vd3d3LnBydWViYS5jb20vdXJsS08ucGhwIn0=';
const NOTIFICATION = {
  Ds_SignatureVersion: 'HMAC_SHA256_V1',
  Ds_MerchantParameters:
    'eyJEc19EYXRlIjoiMjIlMkYxMCUyRjIwMjEiLCJEc19Ib3VyIjoiMjIlM0E1MSIsIkRzX1NlY3VyZVBheW1lbnQiOiIxIiwiRHNfQ2FyZF9OdW1iZXIiOiI0NTQ4ODEqKioqKiowMDA0IiwiRHNfQ2FyZF9Db3VudHJ5IjoiNzI0IiwiRHNfQW1vdW50IjoiNDk5OSIsIkRzX0N1cnJlbmN5IjoiOTc4IiwiRHNfT3JkZXIiOiIwNzI2cUkzSDdzWngiLCJEc19NZXJjaGFudENvZGUiOiI5OTkwMDg4ODEiLCJEc19UZXJtaW5hbCI6IjAwMSIsIkRzX1Jlc3BvbnNlIjoiMDAwMCIsIkRzX01lcmNoYW50RGF0YSI6IiIsIkRzX1RyYW5zYWN0aW9uVHlwZSI6IjAiLCJEc19Db25zdW1lckxhbmd1YWdlIjoiMSIsIkRzX0F1dGhvcmlzYXRpb25Db2RlIjoiMDUyMDI5IiwiRHNfQ2FyZF9CcmFuZCI6IjEiLCJEc19Qcm9jZXNzZWRQYXlNZXRob2QiOiIxIn0=',
  Ds_Signature: '52nPyUkyDws__OfMqDka_yN-arxzulELZC1TYTvvR0s=',
};

describe('Redsys HMAC_SHA256_V1 against the published test vectors', () => {
  it('derives the 3DES order key, encodes the parameters and signs the request exactly', () => {
    expect(deriveOrderKey(TEST_KEY, '0726qI3H7sZx').toString('base64')).toBe('GViV77kFjMPKVUcE9qxzlg==');
    expect(encodeParameters(REQUEST)).toBe(REQUEST_PARAMS);
    expect(signParameters(TEST_KEY, '0726qI3H7sZx', REQUEST_PARAMS)).toBe(
      'TyW+LIa2GZnhCPLM7JSPwbQn4ZjOvMO/KiIf4yJgwo8=',
    );
  });

  it('reproduces the notification signature (URL-safe base64) and verifies it', () => {
    expect(signNotification(TEST_KEY, '0726qI3H7sZx', NOTIFICATION.Ds_MerchantParameters)).toBe(
      NOTIFICATION.Ds_Signature,
    );
    const params = verifyNotification(TEST_KEY, NOTIFICATION);
    expect(params).toMatchObject({
      Ds_Order: '0726qI3H7sZx',
      Ds_Response: '0000',
      Ds_Amount: '4999',
      Ds_MerchantCode: '999008881',
    });
    expect(() => verifyNotification('Mk9m98IfEblmPfrpsawt7BmxObt98Jev', NOTIFICATION)).toThrow();
    expect(() =>
      verifyNotification(TEST_KEY, {
        ...NOTIFICATION,
        Ds_Signature: `x${NOTIFICATION.Ds_Signature.slice(1)}`,
      }),
    ).toThrow();
  });

  it('matches the node-redsys-api vector (other test key, order 0069)', () => {
    const key = 'Mk9m98IfEblmPfrpsawt7BmxObt98Jev';
    expect(deriveOrderKey(key, '1').toString('base64')).toBe('Lr6bLJYWKrk=');
    const params =
      'eyJEc19EYXRlIjoiMDklMkYxMSUyRjIwMTUiLCJEc19Ib3VyIjoiMTglM0EwMyIsIkRzX1NlY3VyZVBheW1lbnQiOiIwIiwiRHNfQ2FyZF9Db3VudHJ5IjoiNzI0IiwiRHNfQW1vdW50IjoiMTQ1IiwiRHNfQ3VycmVuY3kiOiI5NzgiLCJEc19PcmRlciI6IjAwNjkiLCJEc19NZXJjaGFudENvZGUiOiI5OTkwMDg4ODEiLCJEc19UZXJtaW5hbCI6Ijg3MSIsIkRzX1Jlc3BvbnNlIjoiMDAwMCIsIkRzX01lcmNoYW50RGF0YSI6IiIsIkRzX1RyYW5zYWN0aW9uVHlwZSI6IjAiLCJEc19Db25zdW1lckxhbmd1YWdlIjoiMSIsIkRzX0F1dGhvcmlzYXRpb25Db2RlIjoiMDgyMTUwIn0=';
    expect(signNotification(key, '0069', params)).toBe('6DVpRPAPoChZh2cgaWnLqlfFsKeXdRfAO_tz-UrxJcU=');
  });
});

let restore: () => Promise<void>;
let seller: Awaited<ReturnType<typeof producerWithChannel>>;
const POS_URL = 'https://sis-t.redsys.es:25443/sis/realizarPago';
beforeAll(async () => {
  restore = await withMediaPay({
    pos: {
      active: true,
      url: POS_URL,
      merchantCode: '999008881',
      terminal: '1',
      currencyCode: '978',
      merchantKey: TEST_KEY,
    },
  });
  seller = await producerWithChannel();
});
afterAll(async () => restore());

async function redsysOrder() {
  const buyer = await quickUser();
  const product = await createProduct(seller.channel);
  const res = await call('POST', '/api/checkout', {
    token: buyer.token,
    body: checkoutBody(product.id, { provider: 'redsys' }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { buyer, product, res, order: (await Order.findByPk(res.body.orderId)) as Order };
}

function notification(order: Order, response = '0000', amount = String(order.total)) {
  const params = encodeParameters({
    Ds_Date: '22%2F11%2F2026',
    Ds_Hour: '10%3A00',
    Ds_Amount: amount,
    Ds_Currency: '978',
    Ds_Order: order.providerRef as string,
    Ds_MerchantCode: '999008881',
    Ds_Terminal: '001',
    Ds_Response: response,
    Ds_TransactionType: '0',
    Ds_AuthorisationCode: '123456',
  });
  return {
    Ds_SignatureVersion: 'HMAC_SHA256_V1',
    Ds_MerchantParameters: params,
    Ds_Signature: signNotification(TEST_KEY, order.providerRef as string, params),
  };
}

const notify = (fields: Record<string, string>) =>
  call('POST', '/api/payments/redsys/notification', {
    raw: new URLSearchParams(fields).toString(),
    contentType: 'application/x-www-form-urlencoded',
  });

describe('Redsys: redirection form and notification', () => {
  it('checkout answers our auto-submitting form, signed for the POS', async () => {
    const { res, order, buyer } = await redsysOrder();
    expect(res.body.redirectUrl).toBe(`http://platea.test/api/payments/redsys/${order.id}/form`);
    expect(order.providerRef).toMatch(/^\d{8}[A-Z2-9]{4}$/);
    const form = await call('GET', `/api/payments/redsys/${order.id}/form`, {
      token: buyer.token,
      lang: 'en',
    });
    expect(form.status).toBe(200);
    expect(form.headers.get('content-type')).toMatch(/text\/html/);
    const html = form.body as string;
    expect(html).toContain(`action="${POS_URL}"`);
    expect(html).toContain('name="Ds_SignatureVersion" value="HMAC_SHA256_V1"');
    const encoded = html.match(/name="Ds_MerchantParameters" value="([^"]+)"/)?.[1] as string;
    const signature = html.match(/name="Ds_Signature" value="([^"]+)"/)?.[1] as string;
    expect(decodeParameters(encoded)).toMatchObject({
      DS_MERCHANT_AMOUNT: '1045',
      DS_MERCHANT_ORDER: order.providerRef,
      DS_MERCHANT_MERCHANTCODE: '999008881',
      DS_MERCHANT_TERMINAL: '1',
      DS_MERCHANT_CURRENCY: '978',
      DS_MERCHANT_TRANSACTIONTYPE: '0',
      DS_MERCHANT_MERCHANTURL: 'http://platea.test/api/payments/redsys/notification',
      DS_MERCHANT_CONSUMERLANGUAGE: '002',
    });
    expect(signature.replace(/&#43;/g, '+').replace(/&#47;/g, '/')).toBe(
      signParameters(TEST_KEY, order.providerRef as string, encoded),
    );
    const other = await quickUser();
    expectError(
      await call('GET', `/api/payments/redsys/${order.id}/form`, { token: other.token }),
      404,
      'NOT_FOUND',
    );
  });

  it('fulfils once on Ds_Response < 100, whatever the number of deliveries', async () => {
    const { order } = await redsysOrder();
    const fields = notification(order);
    const answers = await Promise.all(Array.from({ length: 5 }, () => notify(fields)));
    expect(answers.map((a) => [a.status, a.body])).toEqual(Array(5).fill([200, 'OK']));
    await order.reload();
    expect(order.status).toBe('paid');
    expect(await Sale.count({ where: { orderId: order.id } })).toBe(1);
  });

  it('accepts the signature in the standard base64 alphabet too', async () => {
    const { order } = await redsysOrder();
    const fields = notification(order, '0099');
    fields.Ds_Signature = fields.Ds_Signature.replace(/-/g, '+').replace(/_/g, '/');
    expect((await notify(fields)).status).toBe(200);
    expect((await order.reload()).status).toBe('paid');
  });

  it('a denied payment (Ds_Response >= 100) fails the order; a forged one is refused', async () => {
    const { order } = await redsysOrder();
    expect((await notify(notification(order, '0190'))).status).toBe(200);
    expect((await order.reload()).status).toBe('failed');

    const second = await redsysOrder();
    const forged = notification(second.order);
    forged.Ds_Signature = signNotification(
      'Mk9m98IfEblmPfrpsawt7BmxObt98Jev',
      second.order.providerRef as string,
      forged.Ds_MerchantParameters,
    );
    expectError(await notify(forged), 400, 'PAYMENT_SIGNATURE_INVALID');
    expectError(
      await notify({ Ds_MerchantParameters: forged.Ds_MerchantParameters }),
      400,
      'PAYMENT_SIGNATURE_INVALID',
    );
    expect((await second.order.reload()).status).toBe('pending');
  });

  it('does not fulfil a notification whose amount is not the order total', async () => {
    const { order } = await redsysOrder();
    expect((await notify(notification(order, '0000', '1'))).status).toBe(200);
    expect((await order.reload()).status).toBe('pending');
  });
});
