import { defineMessages } from '../i18n/define';

export const homeEditorMessages = defineMessages({}, {}, {});
