import type { Sequelize } from 'sequelize';
import { AdBanner } from './ad-banner.ts';
import { AnalyticsEvent } from './analytics-event.ts';
import { associateModels } from './associations.ts';
import { AuthToken } from './auth-token.ts';
import { Broadcast } from './broadcast.ts';
import { BroadcastDestination } from './broadcast-destination.ts';
import { Category } from './category.ts';
import { Channel } from './channel.ts';
import { ChatMessage } from './chat-message.ts';
import { Coupon } from './coupon.ts';
import { CouponRedemption } from './coupon-redemption.ts';
import { Course } from './course.ts';
import { CourseModule } from './course-module.ts';
import { CoursePost } from './course-post.ts';
import { Datasheet } from './datasheet.ts';
import { EmailLog } from './email-log.ts';
import { Entity } from './entity.ts';
import { Idea } from './idea.ts';
import { InvoiceCounter } from './invoice-counter.ts';
import { Lead } from './lead.ts';
import { LeanTest } from './lean-test.ts';
import { Lesson } from './lesson.ts';
import { LessonNote } from './lesson-note.ts';
import { LessonProgress } from './lesson-progress.ts';
import { LessonRating } from './lesson-rating.ts';
import { Master } from './master.ts';
import { MasterCourse } from './master-course.ts';
import { MediaAsset } from './media-asset.ts';
import { MediaUpload } from './media-upload.ts';
import { MeetRoom } from './meet-room.ts';
import { Notification } from './notification.ts';
import { Order } from './order.ts';
import { OrderItem } from './order-item.ts';
import { Page } from './page.ts';
import { PaymentEvent } from './payment-event.ts';
import { Product } from './product.ts';
import { ProductAccess } from './product-access.ts';
import { ProductCategory } from './product-category.ts';
import { ProductSession } from './product-session.ts';
import { ProductSpeaker } from './product-speaker.ts';
import { Sale } from './sale.ts';
import { ScheduleSection } from './schedule-section.ts';
import { Setting } from './setting.ts';
import { Speaker } from './speaker.ts';
import { Subscription } from './subscription.ts';
import { Survey } from './survey.ts';
import { SurveyResponse } from './survey-response.ts';
import { User } from './user.ts';

export * from './ad-banner.ts';
export * from './analytics-event.ts';
export type { StoredNotice } from './broadcast.ts';
export * from './channel.ts';
export * from './chat-message.ts';
export { prefixSearchQuery, type Translations } from './columns.ts';
export * from './coupon.ts';
export * from './course.ts';
export * from './course-post.ts';
export * from './datasheet.ts';
export { EMAIL_STATUSES, type EmailStatus } from './email-log.ts';
export * from './idea.ts';
export * from './lean-test.ts';
export * from './lesson.ts';
export * from './media-asset.ts';
export * from './meet-room.ts';
export * from './order.ts';
export * from './product.ts';
export * from './product-access.ts';
export * from './slug.ts';
export * from './subscription.ts';
export * from './survey.ts';
export * from './user.ts';
export {
  AdBanner,
  AnalyticsEvent,
  AuthToken,
  Broadcast,
  BroadcastDestination,
  Category,
  Channel,
  ChatMessage,
  Coupon,
  CouponRedemption,
  Course,
  CourseModule,
  CoursePost,
  Datasheet,
  EmailLog,
  Entity,
  Idea,
  InvoiceCounter,
  Lead,
  LeanTest,
  Lesson,
  LessonNote,
  LessonProgress,
  LessonRating,
  Master,
  MasterCourse,
  MediaAsset,
  MediaUpload,
  MeetRoom,
  Notification,
  Order,
  OrderItem,
  Page,
  PaymentEvent,
  Product,
  ProductAccess,
  ProductCategory,
  ProductSession,
  ProductSpeaker,
  Sale,
  ScheduleSection,
  Setting,
  Speaker,
  Subscription,
  Survey,
  SurveyResponse,
  User,
};

const MODELS = [
  User,
  AuthToken,
  Setting,
  EmailLog,
  Channel,
  AdBanner,
  Product,
  ProductSession,
  Speaker,
  ProductSpeaker,
  ScheduleSection,
  Category,
  ProductCategory,
  Coupon,
  CouponRedemption,
  Order,
  OrderItem,
  Sale,
  ProductAccess,
  InvoiceCounter,
  PaymentEvent,
  Subscription,
  Course,
  CourseModule,
  Lesson,
  LessonProgress,
  LessonRating,
  LessonNote,
  CoursePost,
  Master,
  MasterCourse,
  Datasheet,
  Survey,
  SurveyResponse,
  Notification,
  ChatMessage,
  Page,
  Entity,
  AnalyticsEvent,
  Lead,
  Idea,
  LeanTest,
  MediaAsset,
  MediaUpload,
  Broadcast,
  BroadcastDestination,
  MeetRoom,
];

/** Initialises every model on one connection and wires the associations. */
export function initModels(sequelize: Sequelize) {
  for (const model of MODELS) model.initModel(sequelize);

  User.hasMany(AuthToken, {
    foreignKey: { name: 'userId', allowNull: false },
    as: 'tokens',
    onDelete: 'CASCADE',
  });
  AuthToken.belongsTo(User, { foreignKey: { name: 'userId', allowNull: false }, as: 'user' });
  User.hasMany(EmailLog, { foreignKey: 'userId', as: 'emails' });

  associateModels();
}
