import type { MessageShape } from '../i18n/define';

/** /manage/home: the home sections (spec 2) and the site's palette (spec 5). */
const en = {
  ADMIN: {
    HOME_EDITOR: {
      MENU: 'Home',
      LEAVE: {
        TITLE: 'Leave without saving?',
        TEXT: 'The changes to the home or the palette that you have not saved will be lost.',
        STAY: 'Stay',
        LEAVE: 'Leave',
      },
    },
  },
};

export default en;
/** What the es and pt files of homeEditorMessages must hold: the same keys. */
export type Messages = MessageShape<typeof en>;
