import { routes } from '../../lib/route.ts';
import { loadVideoRooms, meetingsSource } from '../../meetings/services/provider.ts';
import {
  accessSchema,
  enabledRegisterFieldsSchema,
  homeSchema,
  MODULE_IDS,
  maskedMediaPaySchema,
  mediaPayPatch,
  mediaStorageSchema,
  moduleListSchema,
  modulesSchema,
  publicPaymentsSchema,
  publicSocialSchema,
  REGISTER_FIELDS,
  type RegisterFieldName,
  registerDomainsSchema,
  registerFieldsSchema,
  registerSocialSchema,
  siteConfigSchema,
  stripePublicSchema,
  themePaletteSchema,
} from '../../shared/config.ts';
import { maskedMeetingsSchema, meetingsPatch } from '../../shared/meetings-config.ts';
import {
  getSetting,
  maskedMediaPay,
  maskedMeetings,
  publicPayments,
  updateMediaPay,
  updateMeetings,
  updateSetting,
} from '../services/config.ts';

const moduleList = (modules: Record<(typeof MODULE_IDS)[number], boolean>) =>
  MODULE_IDS.map((id) => ({ id, enabled: modules[id] }));

/** Spec 7: the site settings. Reads are public (secrets never leave the server); writes are the admin's. */
export const configRoutes = routes('/api/config', 'config')
  .get(
    '/',
    { summary: 'Site configuration (nine booleans)', access: 'anonymous', response: siteConfigSchema },
    async (c) => c.json(await getSetting('site')),
  )
  .put(
    '/',
    {
      summary: 'Change site configuration',
      access: 'admin',
      response: siteConfigSchema,
      body: siteConfigSchema.partial(),
    },
    async (c, { user, body }) => c.json(await updateSetting('site', body, user.id)),
  )
  .get(
    '/access',
    {
      summary: 'Whether signed-out visitors are sent to /login',
      access: 'anonymous',
      response: accessSchema,
    },
    async (c) => c.json(await getSetting('access')),
  )
  .put(
    '/access',
    {
      summary: 'Change the login-only setting',
      access: 'admin',
      response: accessSchema,
      body: accessSchema.partial(),
    },
    async (c, { user, body }) => c.json(await updateSetting('access', body, user.id)),
  )
  .get(
    '/payments',
    { summary: 'Payment settings without secrets', access: 'anonymous', response: publicPaymentsSchema },
    async (c) => {
      c.header('Cache-Control', 'public, max-age=60');
      return c.json({ payments: publicPayments(await getSetting('media-pay')) });
    },
  )
  .get(
    '/payments/stripe',
    { summary: 'Card provider public key', access: 'anonymous', response: stripePublicSchema },
    async (c) => {
      const { stripe } = await getSetting('media-pay');
      return c.json({ active: stripe.active && !!stripe.secretKey, publicKey: stripe.publicKey });
    },
  )
  .get(
    '/modules',
    { summary: 'Modules and whether each is enabled', access: 'anonymous', response: moduleListSchema },
    async (c) => c.json(moduleList(await getSetting('modules'))),
  )
  .put(
    '/modules',
    {
      summary: 'Enable or disable modules',
      access: 'admin',
      response: moduleListSchema,
      body: modulesSchema.partial(),
    },
    async (c, { user, body }) => c.json(moduleList(await updateSetting('modules', body, user.id))),
  )
  .get(
    '/modules/media-pay',
    { summary: 'Payment module (secrets masked)', access: 'admin', response: maskedMediaPaySchema },
    async (c) => c.json(maskedMediaPay(await getSetting('media-pay'))),
  )
  .put(
    '/modules/media-pay',
    {
      summary: 'Change the payment module; secrets are write-only',
      access: 'admin',
      response: maskedMediaPaySchema,
      body: mediaPayPatch,
    },
    async (c, { user, body }) => c.json(await updateMediaPay(body, user.id)),
  )
  .get(
    '/modules/meetings',
    {
      summary: "Meetings' video provider, 100ms (secrets masked; whether the environment sets it instead)",
      access: 'admin',
      response: maskedMeetingsSchema,
    },
    async (c) => {
      const meetings = await getSetting('meetings');
      return c.json(maskedMeetings(meetings, meetingsSource(meetings)));
    },
  )
  .put(
    '/modules/meetings',
    {
      summary: "Change the meetings' video provider (100ms); secrets are write-only",
      access: 'admin',
      response: maskedMeetingsSchema,
      body: meetingsPatch,
    },
    async (c, { user, body }) => {
      const meetings = await updateMeetings(body, user.id);
      // This process's meetings use the new keys from this answer on (others: when they hear the change).
      await loadVideoRooms();
      return c.json(maskedMeetings(meetings, meetingsSource(meetings)));
    },
  )
  .get(
    '/media/storage',
    {
      summary: "Each organizer's media quota and the caps on uploads in flight",
      access: 'admin',
      response: mediaStorageSchema,
    },
    async (c) => c.json(await getSetting('media.storage')),
  )
  .put(
    '/media/storage',
    {
      summary: "Change each organizer's media quota and the caps on uploads in flight",
      access: 'admin',
      response: mediaStorageSchema,
      body: mediaStorageSchema.partial(),
    },
    async (c, { user, body }) => c.json(await updateSetting('media.storage', body, user.id)),
  )
  .get('/theme/home', { summary: 'Home sections', access: 'anonymous', response: homeSchema }, async (c) =>
    c.json(await getSetting('theme.home')),
  )
  .put(
    '/theme/home',
    { summary: 'Replace the home sections', access: 'admin', response: homeSchema, body: homeSchema },
    async (c, { user, body }) => c.json(await updateSetting('theme.home', body, user.id)),
  )
  .get(
    '/theme/palette',
    { summary: 'Colour palette of the site', access: 'anonymous', response: themePaletteSchema },
    async (c) => c.json(await getSetting('theme.palette')),
  )
  .put(
    '/theme/palette',
    {
      summary: 'Change the colour palette of the site',
      access: 'admin',
      response: themePaletteSchema,
      body: themePaletteSchema,
    },
    async (c, { user, body }) => c.json(await updateSetting('theme.palette', body, user.id)),
  )
  .get(
    '/register/fields',
    {
      summary: 'Optional sign-up fields that are enabled',
      access: 'anonymous',
      response: enabledRegisterFieldsSchema,
    },
    async (c) => {
      const options = await getSetting('register.fields');
      const fields = (Object.keys(REGISTER_FIELDS) as RegisterFieldName[])
        .filter((name) => options[name].enabled)
        .map((name) => ({ name, type: REGISTER_FIELDS[name], required: options[name].required }));
      return c.json({ fields });
    },
  )
  .get(
    '/register/fields/options',
    {
      summary: 'Every optional sign-up field with its switches',
      access: 'admin',
      response: registerFieldsSchema,
    },
    async (c) => c.json(await getSetting('register.fields')),
  )
  .put(
    '/register/fields',
    {
      summary: 'Change optional sign-up fields',
      access: 'admin',
      response: registerFieldsSchema,
      body: registerFieldsSchema.partial(),
    },
    async (c, { user, body }) => c.json(await updateSetting('register.fields', body, user.id)),
  )
  .get(
    '/register/social',
    {
      summary: 'Social sign-in providers (public client ids)',
      access: 'anonymous',
      response: publicSocialSchema,
    },
    async (c) => {
      const { providers } = await getSetting('register.social');
      // Only the public client ids; social sign-in itself needs the providers reachable from the server.
      return c.json({ providers: providers.map((p) => ({ id: p.id, clientId: p.clientId })) });
    },
  )
  .put(
    '/register/social',
    {
      summary: 'Change the social sign-in providers (public client ids)',
      access: 'admin',
      response: registerSocialSchema,
      body: registerSocialSchema,
    },
    async (c, { user, body }) => c.json(await updateSetting('register.social', body, user.id)),
  )
  .get(
    '/register/domains',
    { summary: 'Email domain policy for sign-up', access: 'anonymous', response: registerDomainsSchema },
    async (c) => c.json(await getSetting('register.domains')),
  )
  .put(
    '/register/domains',
    {
      summary: 'Change the email domain policy',
      access: 'admin',
      response: registerDomainsSchema,
      body: registerDomainsSchema.partial(),
    },
    async (c, { user, body }) => {
      const domains = body.domains?.map((d) => d.toLowerCase());
      return c.json(
        await updateSetting('register.domains', { ...body, ...(domains ? { domains } : {}) }, user.id),
      );
    },
  );
