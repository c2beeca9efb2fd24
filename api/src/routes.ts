import { authRoutes } from './accounts/routes/auth.ts';
import { meRoutes, productAccessRoutes } from './accounts/routes/me.ts';
import { profileRoutes } from './accounts/routes/profiles.ts';
import { userRoutes } from './accounts/routes/users.ts';
import { adRoutes } from './advertising/routes/ads.ts';
import { analyticsRoutes } from './analytics/routes/analytics.ts';
import { heartbeatRoutes } from './analytics/routes/heartbeat.ts';
import { categoryRoutes } from './catalogue/routes/categories.ts';
import { channelRoutes } from './catalogue/routes/channels.ts';
import { currencyRoutes } from './catalogue/routes/currencies.ts';
import { homeRoutes } from './catalogue/routes/home.ts';
import { meetRoutes } from './catalogue/routes/meets.ts';
import { productRoutes } from './catalogue/routes/products.ts';
import { productsOpenRoutes } from './catalogue/routes/products-open.ts';
import { scheduleRoutes } from './catalogue/routes/schedule.ts';
import { searchRoutes } from './catalogue/routes/search.ts';
import { sitemapRoutes } from './catalogue/routes/sitemap.ts';
import { speakerRoutes } from './catalogue/routes/speakers.ts';
import { cognitionRoutes } from './cognition/routes/cognition.ts';
import { checkoutRoutes } from './commerce/routes/checkout.ts';
import { couponRoutes } from './commerce/routes/coupons.ts';
import { dashboardRoutes } from './commerce/routes/dashboard.ts';
import { opportunityRoutes } from './commerce/routes/opportunities.ts';
import { orderRoutes } from './commerce/routes/orders.ts';
import { paymentRoutes } from './commerce/routes/payments.ts';
import { salesRoutes } from './commerce/routes/sales.ts';
import { channelSubscribeRoutes, subscriptionRoutes } from './commerce/routes/subscriptions.ts';
import { contactRoutes } from './content/routes/contact.ts';
import { entityRoutes } from './content/routes/entities.ts';
import { pageRoutes } from './content/routes/pages.ts';
import { leadRoutes } from './leads/routes/leads.ts';
import { coursePostRoutes } from './learning/routes/course-posts.ts';
import { courseRoutes } from './learning/routes/courses.ts';
import { datasheetRoutes } from './learning/routes/datasheets.ts';
import { courseLearnerRoutes, masterLearnerRoutes } from './learning/routes/learners.ts';
import { lessonRatingRoutes } from './learning/routes/lesson-ratings.ts';
import { lessonRoutes } from './learning/routes/lessons.ts';
import { masterRoutes } from './learning/routes/masters.ts';
import { mySurveyRoutes, surveyRoutes } from './learning/routes/surveys.ts';
import { broadcastRoutes } from './live/routes/broadcasts.ts';
import { imageFileRoutes, imageRoutes } from './media/routes/images.ts';
import { mediaFileRoutes, mediaRoutes, uploadRoutes } from './media/routes/media.ts';
import {
  lessonMeetRoutes,
  meetRoomRoutes,
  meetWebhookRoutes,
  rehearsalRoutes,
} from './meetings/routes/meetings.ts';
import { ideaRoutes } from './openlab/routes/ideas.ts';
import { leanTestRoutes } from './openlab/routes/lean-tests.ts';
import { chatRoutes } from './realtime/routes/chat.ts';
import { graphqlRoutes } from './realtime/routes/graphql.ts';
import { notificationSendRoutes } from './realtime/routes/sends.ts';
import { configRoutes } from './settings/routes/config.ts';
import { emailLogRoutes } from './settings/routes/email-logs.ts';
import { mailRoutes } from './settings/routes/mail.ts';
import { systemRoutes } from './settings/routes/system.ts';

/** Every route group of the API, each mounted at its own prefix by app.ts. */
export const ROUTE_GROUPS = [
  systemRoutes,
  graphqlRoutes,
  chatRoutes,
  notificationSendRoutes,
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
  meetRoomRoutes,
  rehearsalRoutes,
  lessonMeetRoutes,
  meetWebhookRoutes,
  productRoutes,
  broadcastRoutes,
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
  surveyRoutes,
  adRoutes,
  ideaRoutes,
  leanTestRoutes,
  pageRoutes,
  entityRoutes,
  dashboardRoutes,
  analyticsRoutes,
  lessonRoutes,
  coursePostRoutes,
  courseLearnerRoutes,
  masterLearnerRoutes,
  contactRoutes,
  leadRoutes,
  sitemapRoutes,
  heartbeatRoutes,
  cognitionRoutes,
];
