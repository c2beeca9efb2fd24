import { AdBanner } from './ad-banner.ts';
import { Category } from './category.ts';
import { Channel } from './channel.ts';
import { ChatMessage } from './chat-message.ts';
import { Coupon } from './coupon.ts';
import { CouponRedemption } from './coupon-redemption.ts';
import { Course } from './course.ts';
import { CourseModule } from './course-module.ts';
import { CoursePost } from './course-post.ts';
import { Datasheet } from './datasheet.ts';
import { Entity } from './entity.ts';
import { Idea } from './idea.ts';
import { Lesson } from './lesson.ts';
import { LessonProgress } from './lesson-progress.ts';
import { LessonRating } from './lesson-rating.ts';
import { Master } from './master.ts';
import { MasterCourse } from './master-course.ts';
import { MediaAsset } from './media-asset.ts';
import { MeetRoom } from './meet-room.ts';
import { Notification } from './notification.ts';
import { Order } from './order.ts';
import { OrderItem } from './order-item.ts';
import { PaymentEvent } from './payment-event.ts';
import { Product } from './product.ts';
import { ProductAccess } from './product-access.ts';
import { ProductCategory } from './product-category.ts';
import { ProductSession } from './product-session.ts';
import { ProductSpeaker } from './product-speaker.ts';
import { Sale } from './sale.ts';
import { ScheduleSection } from './schedule-section.ts';
import { Speaker } from './speaker.ts';
import { Subscription } from './subscription.ts';
import { Survey } from './survey.ts';
import { SurveyResponse } from './survey-response.ts';
import { User } from './user.ts';

// `as` names are the NonAttribute fields declared on the models; foreign keys are camelCase attributes.
/** Wires every association between the models of migration 0002 (after all models are initialised). */
export function associateModels() {
  associateCatalogue();
  associateCommerce();
  associateLearning();
  associateCommunity();
}

function associateCatalogue() {
  User.hasMany(Channel, { foreignKey: 'userId', as: 'channels' });
  Channel.belongsTo(User, { foreignKey: 'userId', as: 'owner' });
  Channel.hasMany(Product, { foreignKey: 'channelId', as: 'products' });
  Product.belongsTo(Channel, { foreignKey: 'channelId', as: 'channel' });
  AdBanner.hasMany(Product, { foreignKey: 'adBannerId', as: 'products' });
  Product.belongsTo(AdBanner, { foreignKey: 'adBannerId', as: 'adBanner' });
  Product.hasMany(ProductSession, { foreignKey: 'productId', as: 'sessions' });
  ProductSession.belongsTo(Product, { foreignKey: 'productId', as: 'product' });

  Channel.hasMany(Speaker, { foreignKey: 'channelId', as: 'speakers' });
  Speaker.belongsTo(Channel, { foreignKey: 'channelId', as: 'channel' });
  Speaker.belongsTo(User, { foreignKey: 'userId', as: 'owner' });
  Product.belongsToMany(Speaker, {
    through: ProductSpeaker,
    foreignKey: 'productId',
    otherKey: 'speakerId',
    as: 'speakers',
  });
  Speaker.belongsToMany(Product, {
    through: ProductSpeaker,
    foreignKey: 'speakerId',
    otherKey: 'productId',
    as: 'products',
  });
  ProductSpeaker.belongsTo(Speaker, { foreignKey: 'speakerId', as: 'speaker' });
  Product.hasMany(ScheduleSection, { foreignKey: 'productId', as: 'scheduleSections' });
  ScheduleSection.belongsTo(Product, { foreignKey: 'productId', as: 'product' });
  Speaker.hasMany(ScheduleSection, { foreignKey: 'speakerId', as: 'scheduleSections' });
  ScheduleSection.belongsTo(Speaker, { foreignKey: 'speakerId', as: 'speaker' });

  Product.belongsToMany(Category, {
    through: ProductCategory,
    foreignKey: 'productId',
    otherKey: 'categoryId',
    as: 'categories',
  });
  Category.belongsToMany(Product, {
    through: ProductCategory,
    foreignKey: 'categoryId',
    otherKey: 'productId',
    as: 'products',
  });
}

function associateCommerce() {
  Product.hasMany(Coupon, { foreignKey: 'productId', as: 'coupons' });
  Coupon.belongsTo(Product, { foreignKey: 'productId', as: 'product' });
  Coupon.belongsTo(ProductSession, { foreignKey: 'sessionId', as: 'session' });
  Coupon.hasMany(CouponRedemption, { foreignKey: 'couponId', as: 'redemptions' });
  CouponRedemption.belongsTo(Coupon, { foreignKey: 'couponId', as: 'coupon' });
  CouponRedemption.belongsTo(User, { foreignKey: 'userId', as: 'user' });

  User.hasMany(Order, { foreignKey: 'userId', as: 'orders' });
  Order.belongsTo(User, { foreignKey: 'userId', as: 'user' });
  Order.belongsTo(Channel, { foreignKey: 'channelId', as: 'channel' });
  Order.hasMany(OrderItem, { foreignKey: 'orderId', as: 'items' });
  OrderItem.belongsTo(Order, { foreignKey: 'orderId', as: 'order' });
  OrderItem.belongsTo(Product, { foreignKey: 'productId', as: 'product' });
  OrderItem.belongsTo(ProductSession, { foreignKey: 'sessionId', as: 'session' });
  OrderItem.belongsTo(Coupon, { foreignKey: 'couponId', as: 'coupon' });
  Order.hasMany(PaymentEvent, { foreignKey: 'orderId', as: 'paymentEvents' });

  Channel.hasMany(Sale, { foreignKey: 'channelId', as: 'sales' });
  Sale.belongsTo(Channel, { foreignKey: 'channelId', as: 'channel' });
  Sale.belongsTo(Product, { foreignKey: 'productId', as: 'product' });
  Sale.belongsTo(Order, { foreignKey: 'orderId', as: 'order' });
  Sale.belongsTo(User, { foreignKey: 'userId', as: 'buyer' });

  User.hasMany(ProductAccess, { foreignKey: 'userId', as: 'accesses' });
  ProductAccess.belongsTo(User, { foreignKey: 'userId', as: 'user' });
  Product.hasMany(ProductAccess, { foreignKey: 'productId', as: 'accesses' });
  ProductAccess.belongsTo(Product, { foreignKey: 'productId', as: 'product' });
  ProductAccess.belongsTo(Order, { foreignKey: 'orderId', as: 'order' });

  User.hasMany(Subscription, { foreignKey: 'userId', as: 'subscriptions' });
  Subscription.belongsTo(User, { foreignKey: 'userId', as: 'user' });
  Channel.hasMany(Subscription, { foreignKey: 'channelId', as: 'subscriptions' });
  Subscription.belongsTo(Channel, { foreignKey: 'channelId', as: 'channel' });
}

function associateLearning() {
  Product.hasOne(Course, { foreignKey: 'productId', as: 'course' });
  Course.belongsTo(Product, { foreignKey: 'productId', as: 'product' });
  Course.hasMany(CourseModule, { foreignKey: 'courseId', as: 'modules' });
  CourseModule.belongsTo(Course, { foreignKey: 'courseId', as: 'course' });
  CourseModule.hasMany(Lesson, { foreignKey: 'moduleId', as: 'lessons' });
  Lesson.belongsTo(CourseModule, { foreignKey: 'moduleId', as: 'module' });
  Lesson.hasMany(LessonProgress, { foreignKey: 'lessonId', as: 'progress' });
  Lesson.hasMany(LessonRating, { foreignKey: 'lessonId', as: 'ratings' });
  LessonRating.belongsTo(User, { foreignKey: 'userId', as: 'user' });
  Lesson.hasMany(MediaAsset, { foreignKey: 'lessonId', as: 'media' });

  Course.hasMany(CoursePost, { foreignKey: 'courseId', as: 'posts' });
  CoursePost.belongsTo(User, { foreignKey: 'userId', as: 'author' });
  CoursePost.hasMany(CoursePost, { foreignKey: 'parentId', as: 'replies' });
  CoursePost.belongsTo(CoursePost, { foreignKey: 'parentId', as: 'parent' });

  Product.hasOne(Master, { foreignKey: 'productId', as: 'master' });
  Master.belongsTo(Product, { foreignKey: 'productId', as: 'product' });
  Master.belongsToMany(Course, {
    through: MasterCourse,
    foreignKey: 'masterId',
    otherKey: 'courseId',
    as: 'courses',
  });
  Course.belongsToMany(Master, {
    through: MasterCourse,
    foreignKey: 'courseId',
    otherKey: 'masterId',
    as: 'masters',
  });

  Product.hasOne(Datasheet, { foreignKey: 'productId', as: 'datasheet' });
  Datasheet.belongsTo(Product, { foreignKey: 'productId', as: 'product' });
}

function associateCommunity() {
  Survey.hasMany(SurveyResponse, { foreignKey: 'surveyId', as: 'responses' });
  SurveyResponse.belongsTo(Survey, { foreignKey: 'surveyId', as: 'survey' });
  SurveyResponse.belongsTo(User, { foreignKey: 'userId', as: 'user' });

  User.hasMany(Notification, { foreignKey: 'userId', as: 'notifications' });
  Product.hasMany(ChatMessage, { foreignKey: 'productId', as: 'chatMessages' });
  ChatMessage.belongsTo(User, { foreignKey: 'userId', as: 'author' });
  Entity.belongsTo(User, { foreignKey: 'userId', as: 'owner' });
  Idea.belongsTo(User, { foreignKey: 'userId', as: 'author' });

  User.hasMany(MediaAsset, { foreignKey: 'userId', as: 'media' });
  MediaAsset.belongsTo(User, { foreignKey: 'userId', as: 'owner' });
  Product.hasMany(MediaAsset, { foreignKey: 'productId', as: 'media' });
  Product.hasMany(MeetRoom, { foreignKey: 'productId', as: 'meetRooms' });
  MeetRoom.belongsTo(Product, { foreignKey: 'productId', as: 'product' });
}
