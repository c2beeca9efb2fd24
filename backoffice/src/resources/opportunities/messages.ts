import { defineMessages } from '../../i18n/define';

export const opportunitiesMessages = defineMessages({}, {}, {});
