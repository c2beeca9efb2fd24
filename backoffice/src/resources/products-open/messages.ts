import { defineMessages } from '../../i18n/define';

export const productsOpenMessages = defineMessages({}, {}, {});
