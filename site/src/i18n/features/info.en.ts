/** English messages of the site's info pages (issue 11). es and pt must have the same keys. */
export const infoEn = {
  'info.breadcrumbs': 'You are here',
  'info.footerHelp': 'Help centre',
  'info.footerOrganizers': 'For organizers',

  'help.title': 'Help centre',
  'help.description':
    'Answers about your Platea account, buying tickets, codes, subscriptions, the player, live shows and selling as an organizer.',
  'help.intro': 'Answers about your account, buying and watching, and selling on Platea. Choose a topic.',
  'help.categories': 'Help topics',
  'help.moreInCategory': 'More articles on this topic',
  'help.previous': 'Previous',
  'help.next': 'Next',
  'help.stillNeedHelp': 'Still need help?',
  'help.stillNeedHelpBody': 'Write to the team and we will reply by email.',
  'help.contactCta': 'Contact us',

  'contact.formTitle': 'Write to the team',
  'contact.formIntro':
    'Tell us what happened and, if it is about a purchase, the product and the order number from [Orders](/mystuff/orders). We reply by email.',
  'contact.name': 'Name',
  'contact.email': 'Email',
  'contact.organization': 'Company or organization',
  'contact.topic': 'Topic',
  'contact.topic.organizer': 'Selling on Platea (organizers)',
  'contact.topic.viewer': 'Help with a purchase or my account',
  'contact.topic.press': 'Press',
  'contact.topic.other': 'Something else',
  'contact.message': 'Message',
  'contact.messageHint': 'At least 10 characters.',
  'contact.messageTooShort': 'Write at least {min} characters',
  'contact.privacyBefore': 'I accept the',
  'contact.privacyLink': 'privacy policy',
  'contact.submit': 'Send message',
  'contact.sending': 'Sending…',
  'contact.sentTitle': 'Message sent',
  'contact.sentBody': 'Thank you, {name}. The team will reply to {email}.',
  'contact.another': 'Send another message',

  'fees.caption': 'What each sale leaves you',
  'fees.col.sale': 'Sale',
  'fees.col.buyer': 'The buyer pays',
  'fees.col.platform': 'Platform',
  'fees.col.organizer': 'You receive',
  'fees.row.ticket': 'Ticket at {price}',
  'fees.row.support': 'Ticket at {price} with {support} of support',
  'fees.row.subscription': 'Monthly subscription at {price}',
  'fees.detail': '{percent}% ({share}) + {fee}',
  'fees.percent': '{percent}%',
  'fees.detailPercent': '{percent}% ({share})',
  'fees.paidByBuyer':
    'The {fee} per ticket is added to the price at checkout: the buyer pays it, so you keep {percent}% of the ticket.',
  'fees.paidByOrganizer': 'The {fee} per ticket comes out of your share: the buyer pays the price you set.',
  'fees.subscriptionNote': 'Subscriptions carry only the {percent}%.',

  'organizers.title': 'For organizers',
  'organizers.description':
    'Sell tickets, video on demand, live and deferred shows, courses and podcasts on your own channel. You receive {percent}% of every sale.',
  'organizers.eyebrow': 'Platea for organizers',
  'organizers.heading': 'Your shows, courses and videos, sold online from your own channel',
  'organizers.lead':
    'Open a channel, publish live and deferred shows, video on demand, courses and podcasts, and sell tickets to viewers everywhere. You receive {percent}% of every sale.',
  'organizers.start': 'Start as an organizer',
  'organizers.console': 'Go to my console',
  'organizers.upgrade': 'Become an organizer',
  'organizers.talk': 'Talk to the team',
  'organizers.figures': 'Platea in figures',
  'organizers.figure.artists': 'Artists from {count} countries',
  'organizers.figure.sales': 'Selling in more than {count} countries',
  'organizers.figure.currencies': '{count}+ currencies',
  'organizers.figure.unlimited': 'Unlimited viewers, channels and products',

  'organizers.features.title': 'Everything you need to sell online',
  'organizers.feature.channel': 'Your own channel',
  'organizers.feature.channelBody':
    'Your page with your logo, cover, social links and every product, with an optional monthly subscription.',
  'organizers.feature.types': 'Eleven kinds of product',
  'organizers.feature.typesBody':
    'Video on demand, live and deferred shows, podcasts, posts, courses and masters, meetings, educational sheets and physical products.',
  'organizers.feature.live': 'Live without limits',
  'organizers.feature.liveBody':
    'No time limit on live shows; deferred shows play a recording as live, on each session’s clock.',
  'organizers.feature.video': 'Video that adapts',
  'organizers.feature.videoBody':
    'Upload up to 3 GB: we prepare 1080p, 720p, 540p and 360p, and protect every link with short-lived tokens.',
  'organizers.feature.courses': 'Courses and masters',
  'organizers.feature.coursesBody':
    'Modules, lessons, materials, teachers and ratings; masters bundle your courses in order.',
  'organizers.feature.codes': 'Coupons and private events',
  'organizers.feature.codesBody':
    'Discount coupons, single-use invitation codes (up to 1000 at a time) and private products by invitation.',
  'organizers.feature.sales': 'Sales and invoices',
  'organizers.feature.salesBody':
    'Every sale with its split, a CSV download, unfinished checkouts to follow up, and automatic invoices for buyers.',
  'organizers.feature.languages': 'Three languages',
  'organizers.feature.languagesBody':
    'Your audience browses in Spanish, English or Portuguese, and your texts can be translated into each.',

  'organizers.how.title': 'How it works',
  'organizers.how.account': 'Create your organizer account, free.',
  'organizers.how.channel':
    'Set up your channel and ask for its publication: the team reviews it within 24 hours.',
  'organizers.how.publish': 'Publish your products and share them.',
  'organizers.how.paid': 'Get paid in the first days of the month after the event.',

  'organizers.plans.title': 'Plans',
  'organizers.plans.intro': 'Start for free and pay only for what you sell and broadcast.',
  'organizers.plan.producer': 'Producer',
  'organizers.plan.producerPrice': 'to start',
  'organizers.plan.producer1': 'Your channel and unlimited products, free or paid',
  'organizers.plan.producer2': '{minutes} minutes of live broadcasting free to try it',
  'organizers.plan.producer3': 'Prepaid option for more broadcasting time',
  'organizers.plan.live': 'Live',
  'organizers.plan.livePrice': 'per ticket sold',
  'organizers.plan.live1': '{hours} hours of broadcast included per event',
  'organizers.plan.live2': 'Each extra hour: {price} per ticket',
  'organizers.plan.live3': 'Free tickets carry no fee',
  'organizers.plan.private': 'Private channel',
  'organizers.plan.privatePrice': 'per access',
  'organizers.plan.private1': '{hours} hours included',
  'organizers.plan.private2': 'Each extra hour: {price} per access',
  'organizers.plan.private3': 'By invitation or with codes',
  'organizers.extras': 'Extras',
  'organizers.extra.recording': 'Recording of your broadcast: {price}',
  'organizers.extra.rehearsal':
    'Virtual rehearsal room: {hours} hour free when you broadcast; otherwise {price} per hour',
  'organizers.whiteLabel':
    'Want Platea under your own brand? There is a white-label (SaaS) option: ask us in this form.',

  'organizers.fees.title': 'Fees',
  'organizers.fees.intro': 'One fee on what you sell, the same for everyone.',
  'organizers.fees.caption': 'Fee table',
  'organizers.fees.concept': 'Concept',
  'organizers.fees.value': 'Fee',
  'organizers.fees.share': 'Your share of every sale',
  'organizers.fees.platform': 'Platform fee per paid ticket',
  'organizers.fees.platformValue': '{percent}% + {fee}',
  'organizers.fees.free': 'Free tickets',
  'organizers.fees.freeValue': 'No fee',
  'organizers.fees.support': 'Support amounts added by buyers',
  'organizers.fees.subscriptions': 'Monthly channel subscriptions',
  'organizers.fees.subscriptionsValue': '{percent}%, no per-ticket fee',
  'organizers.fees.payer': 'Who pays the {fee} per ticket',
  'organizers.fees.payerBuyer': 'The buyer, on top of the price',
  'organizers.fees.payerOrganizer': 'You, from your share',
  'organizers.fees.payouts': 'Payouts',
  'organizers.fees.payoutsValue': 'First days of the month after the event, to your IBAN',
  'organizers.fees.promotions': 'Platform promotions',
  'organizers.fees.promotionsValue': 'At most {percent}% off; the split applies to what the buyer pays',
  'organizers.fees.examples': 'Worked examples',

  'organizers.contact.title': 'Contact',
  'organizers.contact.intro':
    'Tell us about your project: the kind of events, your audience and when you want to start. We reply by email.',

  'organizers.terms.title': 'Terms for organizers',
  'organizers.terms.review':
    'Channels are reviewed by the team, within 24 hours, before they are published. Publishing products needs an approved channel.',
  'organizers.terms.content':
    'You are responsible for your channel and your content, and must hold the rights to what you publish.',
  'organizers.terms.locks':
    'Once published, a product cannot change its type or channel, go back to draft or be deleted; its saved sessions stay as they are.',
  'organizers.terms.refunds':
    'Tickets are personal and not refundable, except when a live show is suspended: buyers then get the full amount back if they ask within 20 business days.',
  'organizers.terms.costs':
    'The costs of your cancellations and errors are yours; refunds for a viewer’s connection problems are split 50/50 between you and the provider.',
  'organizers.terms.promotions':
    'The provider may run promotions of up to 20% on your products; your share is worked out on what the buyer pays.',
  'organizers.terms.payouts':
    'Payouts are made in the first days of the month after the event, to the IBAN of your channel, with the fees above deducted.',
  'organizers.terms.more':
    'Read the full [legal notice](/aviso-legal) and the [legal help](/help/legal), or the [guides for organizers](/help/organizers).',

  'page.updated': 'Updated on {date}',
  'store.about': 'About {name}',
} as const;

export type InfoMessages = Record<keyof typeof infoEn, string>;
