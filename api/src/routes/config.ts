import { Hono } from 'hono';
import { z } from 'zod';
import { currentUser, requireAdmin } from '../auth/guards.ts';
import type { AppEnv } from '../context.ts';
import { readJson } from '../lib/validate.ts';
import {
  accessSchema,
  getSetting,
  homeSchema,
  MODULE_IDS,
  maskedMediaPay,
  mediaPaySchema,
  modulesSchema,
  publicPayments,
  REGISTER_FIELDS,
  type RegisterFieldName,
  registerDomainsSchema,
  registerFieldsSchema,
  siteConfigSchema,
  updateSetting,
} from '../services/config.ts';

// PUT bodies are partial: a field left out keeps its value; a field given must have the right type.
const secretPatch = z.string().max(500).nullable().optional();
export const mediaPayPatch = mediaPaySchema
  .extend({
    stripe: mediaPaySchema.shape.stripe
      .extend({ secretKey: secretPatch, signingSecret: secretPatch })
      .partial(),
    pos: mediaPaySchema.shape.pos.extend({ merchantKey: secretPatch }).partial(),
  })
  .partial();

export const configRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await getSetting('site')))
  .put('/', requireAdmin, async (c) => {
    const body = await readJson(c, siteConfigSchema.partial());
    return c.json(await updateSetting('site', body, currentUser(c).id));
  })
  .get('/access', async (c) => c.json(await getSetting('access')))
  .put('/access', requireAdmin, async (c) => {
    const body = await readJson(c, accessSchema.partial());
    return c.json(await updateSetting('access', body, currentUser(c).id));
  })
  .get('/payments', async (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({ payments: publicPayments(await getSetting('media-pay')) });
  })
  .get('/payments/stripe', async (c) => {
    const { stripe } = await getSetting('media-pay');
    return c.json({ active: stripe.active && !!stripe.secretKey, publicKey: stripe.publicKey });
  })
  .get('/modules', async (c) => {
    const modules = await getSetting('modules');
    return c.json(MODULE_IDS.map((id) => ({ id, enabled: modules[id] })));
  })
  .put('/modules', requireAdmin, async (c) => {
    const body = await readJson(c, modulesSchema.partial());
    const modules = await updateSetting('modules', body, currentUser(c).id);
    return c.json(MODULE_IDS.map((id) => ({ id, enabled: modules[id] })));
  })
  .get('/modules/media-pay', requireAdmin, async (c) => c.json(maskedMediaPay(await getSetting('media-pay'))))
  .put('/modules/media-pay', requireAdmin, async (c) => {
    const body = await readJson(c, mediaPayPatch);
    const current = await getSetting('media-pay');
    // Secrets are write-only: undefined keeps the stored one, null or '' clears it.
    const keep = (next: string | null | undefined, old: string | null | undefined) =>
      next === undefined ? (old ?? null) : next || null;
    const merged = {
      ...current,
      ...body,
      stripe: {
        ...current.stripe,
        ...body.stripe,
        secretKey: keep(body.stripe?.secretKey, current.stripe.secretKey),
        signingSecret: keep(body.stripe?.signingSecret, current.stripe.signingSecret),
      },
      pos: { ...current.pos, ...body.pos, merchantKey: keep(body.pos?.merchantKey, current.pos.merchantKey) },
    };
    return c.json(maskedMediaPay(await updateSetting('media-pay', merged, currentUser(c).id)));
  })
  .get('/theme/home', async (c) => c.json(await getSetting('theme.home')))
  .put('/theme/home', requireAdmin, async (c) => {
    const body = await readJson(c, homeSchema);
    return c.json(await updateSetting('theme.home', body, currentUser(c).id));
  })
  .get('/register/fields', async (c) => {
    const options = await getSetting('register.fields');
    const fields = (Object.keys(REGISTER_FIELDS) as RegisterFieldName[])
      .filter((name) => options[name].enabled)
      .map((name) => ({ name, type: REGISTER_FIELDS[name], required: options[name].required }));
    return c.json({ fields });
  })
  // The admin's view: every optional field with its enabled and required switches.
  .get('/register/fields/options', requireAdmin, async (c) => c.json(await getSetting('register.fields')))
  .put('/register/fields', requireAdmin, async (c) => {
    const body = await readJson(c, registerFieldsSchema.partial());
    return c.json(await updateSetting('register.fields', body, currentUser(c).id));
  })
  .get('/register/social', async (c) => {
    const { providers } = await getSetting('register.social');
    // Only the public client ids; social sign-in itself needs the providers reachable from the server.
    return c.json({ providers: providers.map((p) => ({ id: p.id, clientId: p.clientId })) });
  })
  .get('/register/domains', async (c) => c.json(await getSetting('register.domains')))
  .put('/register/domains', requireAdmin, async (c) => {
    const body = await readJson(c, registerDomainsSchema.partial());
    const domains = body.domains?.map((d) => d.toLowerCase());
    return c.json(
      await updateSetting(
        'register.domains',
        { ...body, ...(domains ? { domains } : {}) },
        currentUser(c).id,
      ),
    );
  });
