import type { MessageShape } from '../../i18n/define';

/** /manage/pages (static pages), /manage/entities and /manage/store/entity/{slug} (entity landing pages). */
const en = {
  resources: {
    pages: {
      name: 'Page |||| Pages',
      forcedCaseName: 'page |||| pages',
      fields: {
        name: 'Title',
        slug: 'Address (slug)',
        published: 'Published',
        content: 'Content',
        updatedAt: 'Updated',
        q: 'Search',
      },
    },
    entities: {
      name: 'Entity page |||| Entity pages',
      forcedCaseName: 'entity page |||| entity pages',
      fields: {
        name: 'Name',
        slug: 'Address (slug)',
        userId: 'Organizer (owner)',
        logo: 'Logo',
        updatedAt: 'Updated',
        q: 'Search',
      },
    },
  },
  ADMIN: {
    PAGES: {
      NEW: 'New page',
      NEW_ENTITY: 'New entity page',
      AREA: 'Pages and entity pages',
      TAB_PAGES: 'Pages',
      TAB_ENTITIES: 'Entity pages',
      PUBLISHED: 'Published',
      DRAFT: 'Draft',
      NO_OWNER: 'No owner',
      SLUG_HELP: 'Lowercase letters, digits and dashes. Left empty, it is made from the title.',
      ENTITY_SLUG_HELP: 'Lowercase letters, digits and dashes. Left empty, it is made from the name.',
      PUBLISHED_HELP: 'Only published pages can be seen on the site.',
      OWNER_HELP: 'The organizer who may edit this landing page.',
      LANGUAGES: 'Texts per language',
      MAIN_LANGUAGE: 'Main language: the title is required here.',
      OTHER_LANGUAGE: 'Optional: where a text is empty, the main language’s text is shown.',
      ENTITY_LANGUAGE: 'Where a text is empty, the Spanish text is shown.',
      MAIN: 'main',
      TAB_HAS_ERRORS: 'This language has errors',
      F_TITLE: 'Title',
      F_CONTENT: 'Content',
      F_DESCRIPTION: 'Short description',
      F_BODY: 'Page text',
      TEXT_HELP: 'Plain text: leave a blank line between paragraphs.',
      PUBLIC_ADDRESS: 'Public address: %{path}',
      LANDING_TITLE: 'Landing page: %{name}',
      LANDING_NOT_FOUND: 'Landing page not found',
      LANDING_NOT_FOUND_TEXT:
        'There is no landing page at “%{slug}” that you can edit. You can only edit your own organization’s page.',
      LANDING_SAVED: 'Landing page saved',
      BACK_TO_ACCOUNT: 'My console',
    },
  },
};

export default en;
/** What the es and pt files of pagesMessages must hold: the same keys. */
export type Messages = MessageShape<typeof en>;
