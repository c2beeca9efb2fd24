import { globalViewMessages } from '../globalview/messages';
import { homeEditorMessages } from '../home-editor/messages';
import { modulesMessages } from '../modules/messages';
import { lessonRatingsMessages } from '../resources/lesson-ratings/messages';
import { opportunitiesMessages } from '../resources/opportunities/messages';
import { pagesMessages } from '../resources/pages/messages';
import { productFormMessages } from '../resources/products/form-messages';
import { productsOpenMessages } from '../resources/products-open/messages';
import type { MessageBundle } from './define';

/** Every feature's own messages (define.ts); the i18n provider merges them over en/es/pt.ts. */
export const BUNDLES: MessageBundle[] = [
  globalViewMessages,
  homeEditorMessages,
  modulesMessages,
  opportunitiesMessages,
  pagesMessages,
  lessonRatingsMessages,
  productsOpenMessages,
  productFormMessages,
];
