import { authRoutes } from './auth.ts';
import { categoryRoutes } from './categories.ts';
import { channelRoutes } from './channels.ts';
import { checkoutRoutes } from './checkout.ts';
import { configRoutes } from './config.ts';
import { contactRoutes } from './contact.ts';
import { couponRoutes } from './coupons.ts';
import { coursePostRoutes } from './course-posts.ts';
import { courseRoutes } from './courses.ts';
import { currencyRoutes } from './currencies.ts';
import { dashboardRoutes } from './dashboard.ts';
import { datasheetRoutes } from './datasheets.ts';
import { emailLogRoutes } from './email-logs.ts';
import { entityRoutes } from './entities.ts';
import { homeRoutes } from './home.ts';
import { imageFileRoutes, imageRoutes } from './images.ts';
import { courseLearnerRoutes, masterLearnerRoutes } from './learners.ts';
import { lessonRatingRoutes } from './lesson-ratings.ts';
import { lessonRoutes } from './lessons.ts';
import { mailRoutes } from './mail.ts';
import { masterRoutes } from './masters.ts';
import { meRoutes, productAccessRoutes } from './me.ts';
import { mediaFileRoutes, mediaRoutes, uploadRoutes } from './media.ts';
import { meetRoutes } from './meets.ts';
import { opportunityRoutes } from './opportunities.ts';
import { orderRoutes } from './orders.ts';
import { pageRoutes } from './pages.ts';
import { paymentRoutes } from './payments.ts';
import { productRoutes } from './products.ts';
import { productsOpenRoutes } from './products-open.ts';
import { profileRoutes } from './profiles.ts';
import { salesRoutes } from './sales.ts';
import { scheduleRoutes } from './schedule.ts';
import { searchRoutes } from './search.ts';
import { sitemapRoutes } from './sitemap.ts';
import { speakerRoutes } from './speakers.ts';
import { channelSubscribeRoutes, subscriptionRoutes } from './subscriptions.ts';
import { mySurveyRoutes } from './surveys.ts';
import { systemRoutes } from './system.ts';
import { userRoutes } from './users.ts';

/** Every route group of the API, each mounted at its own prefix by app.ts. */
export const ROUTE_GROUPS = [
  systemRoutes,
  imageRoutes,
  imageFileRoutes,
  uploadRoutes,
  mediaRoutes,
  mediaFileRoutes,
  authRoutes,
  configRoutes,
  currencyRoutes,
  homeRoutes,
  userRoutes,
  profileRoutes,
  emailLogRoutes,
  mailRoutes,
  channelSubscribeRoutes,
  channelRoutes,
  productAccessRoutes,
  meetRoutes,
  productRoutes,
  productsOpenRoutes,
  speakerRoutes,
  categoryRoutes,
  courseRoutes,
  lessonRatingRoutes,
  masterRoutes,
  datasheetRoutes,
  searchRoutes,
  scheduleRoutes,
  checkoutRoutes,
  paymentRoutes,
  couponRoutes,
  orderRoutes,
  salesRoutes,
  opportunityRoutes,
  subscriptionRoutes,
  meRoutes,
  mySurveyRoutes,
  pageRoutes,
  entityRoutes,
  dashboardRoutes,
  lessonRoutes,
  coursePostRoutes,
  courseLearnerRoutes,
  masterLearnerRoutes,
  contactRoutes,
  sitemapRoutes,
];
