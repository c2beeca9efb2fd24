import type { MessageShape } from '../i18n/define';

/** The meetings' settings, /manage/modules/meetings (MeetingsPage.tsx), and its card on the modules page. */
const en = {
  TITLE: 'Meetings',
  CARD_DESCRIPTION:
    'The video provider of the meet products (100ms): its keys, its template and the webhook that keeps the places exact.',
  CONFIGURE: 'Configure meetings',
  BACK: 'Back to modules',
  SUBTITLE:
    'The meet rooms are made on 100ms. Get the keys in the 100ms dashboard → Developer (access key, app secret) and the template id from its template. Keys are stored and never shown again.',
  SOURCE_ENVIRONMENT:
    'The server’s environment configures meetings (HMS_ACCESS_KEY, HMS_SECRET, HMS_TEMPLATE_ID): it wins over this page, whose fields are read-only while it does.',
  SOURCE_SETTINGS: 'Meetings are on: the meet rooms are made with these keys.',
  SOURCE_NONE:
    'Meetings are not configured: organizers cannot start a meet until the access key, the secret and the template are set.',
  SECTION_KEYS: 'App keys',
  SECTION_ROOMS: 'Rooms',
  SECTION_WEBHOOK: 'Webhook',
  ACCESS_KEY: 'Access key',
  SECRET: 'App secret',
  TEMPLATE_ID: 'Template id',
  TEMPLATE_HELP: 'Every meet room is made from this template (its roles and layout).',
  API_URL: 'API address',
  API_URL_HELP: '100ms’s REST API; change it only if 100ms tells you to.',
  SUBDOMAIN: 'Prebuilt subdomain',
  SUBDOMAIN_HELP:
    'The part before .app.100ms.live of your prebuilt rooms: without it, viewers cannot enter from the site.',
  HOST_ROLE: 'Organizer’s role',
  GUEST_ROLE: 'Ticket holders’ role',
  ROLE_HELP: 'The role’s name in the template.',
  WEBHOOK_URL: 'Webhook address',
  WEBHOOK_HELP:
    'In the 100ms dashboard → Developer → Webhooks, paste this address and add the header x-platea-webhook-secret with the webhook secret below. Without it joins and leaves are not heard.',
  COPY: 'Copy the webhook address',
  COPIED: 'Copied',
  COPY_FAILED: 'Could not copy: select the address and copy it',
  WEBHOOK_SECRET: 'Webhook secret',
  SAVE: 'Save meetings',
  INVALID_URL: 'An address starting with https://',
  INVALID_SUBDOMAIN: 'Letters, digits and hyphens only.',
};

export default en;
export type MeetingsStrings = MessageShape<typeof en>;
