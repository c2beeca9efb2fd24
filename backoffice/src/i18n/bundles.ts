import { productFormMessages } from '../resources/products/form-messages';
import type { MessageBundle } from './define';

/** Transitional: the feature messages still written with defineMessages (all languages in one file). */
export const BUNDLES: MessageBundle[] = [productFormMessages];
