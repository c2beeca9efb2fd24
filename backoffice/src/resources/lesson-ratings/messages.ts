import { defineMessages } from '../../i18n/define';

export const lessonRatingsMessages = defineMessages({}, {}, {});
