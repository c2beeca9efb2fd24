import { defineMessages } from '../i18n/define';

export const modulesMessages = defineMessages({}, {}, {});
