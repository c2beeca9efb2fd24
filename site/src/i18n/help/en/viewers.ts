import type { HelpDocument } from '../tree.ts';

/** Help for everyone who watches: basics, about products and the player. */
export const viewersEn: Pick<HelpDocument, 'basics' | 'about-products' | 'player'> = {
  basics: {
    title: 'Basics',
    summary: 'Your account, languages, how buying a ticket works, codes and subscriptions.',
    sections: {
      'create-account': {
        title: 'Create your account and sign in',
        summary:
          'Sign up for free, activate the account from the email link, and recover your password if you forget it.',
        body: [
          'Signing up to Platea is free. You only need an account to buy, redeem codes, subscribe to channels and watch what you have; browsing the catalogue needs none.',
          {
            steps: [
              'Open [Sign up](/logup) and choose whether you join as an attendee (to watch) or as an organizer (to sell your own content).',
              'Type your email twice and a password, also twice. The password needs at least 8 characters with an uppercase letter, a lowercase letter, a digit and a special character.',
              'Accept the privacy policy. News and offers by email are optional, and you can change that at any time.',
              'We send you an email with a link: open it to activate the account. If it does not arrive, check your spam folder or ask for another one from the activation page.',
            ],
          },
          'On some sites the team approves each new account by hand. In that case, after activating you will get another email once it is approved, and from then on you can [sign in](/login).',
          { heading: 'Forgot your password?' },
          'In [Recover password](/recovery-password), type your email and we will send you a link to choose a new one. The link works once, for one hour. For your security, the answer is the same whether or not the address has an account.',
          {
            note: 'If you get the password wrong several times in a row, the site asks you to wait a few seconds before trying again, and the wait grows with each failure. Your account is never locked because of it: you can still sign in from another device.',
          },
        ],
      },
      'language-and-account': {
        title: 'Language and your account details',
        summary: 'Change the site language and keep your details, billing data and preferences up to date.',
        body: [
          'Platea speaks Spanish, English and Portuguese. Switch with the ES · EN · PT selector in the header: the site remembers your choice for a year in this browser. The emails we send you use your account’s language.',
          'Titles and descriptions of each product are written by its organizer; where they have not translated them into your language, you see the originals.',
          { heading: 'My data' },
          'In [My data](/account/my-data) you will find, each saved on its own:',
          {
            list: [
              'General data: name, surname, country, language, timezone (dates are shown in your time), picture and social links.',
              'Billing data: company or full name, tax id and address. Your invoices are issued with these details.',
              'Password: you need the current one to change it.',
              'Preferences: whether you get news by email and whether your profile is public. A hidden profile shows others a notice that it is not public.',
              'Become an organizer: if you signed up as an attendee, you can ask to become an organizer and the team reviews the request.',
            ],
          },
        ],
      },
      'buying-tickets': {
        title: 'Buying a ticket',
        summary: 'How buying works, what you pay, where your purchase appears and where the invoice is.',
        body: [
          'Every product has its page with the price, the dates and the organizer’s information. To buy it:',
          {
            steps: [
              'Sign in (the “Sign in to buy” button brings you back to the page afterwards).',
              'If the event has several dates, choose yours. Times are shown in your timezone.',
              'If you have a discount code, type it in. You can also add an optional amount to support the creator.',
              'Accept the terms of sale and press “Buy”. You pay on the secure payment page; your card details never go through Platea.',
              'Once the payment is confirmed, the product appears in [My stuff](/mystuff/products) and the order, with its invoice, in [Orders](/mystuff/orders).',
            ],
          },
          'Prices include taxes. Paid tickets carry a service fee of {ticketFee} per ticket, shown separately before you pay and on the invoice. Free products are yours in one click, with no fee.',
          {
            list: [
              'Each person can hold one ticket per product: if you already have it, the page takes you straight to it.',
              'Tickets are personal and cannot be transferred to another account.',
              'If you leave a payment unfinished, the order stays pending and you can pay it later. You can have at most 5 pending orders a day.',
            ],
          },
        ],
      },
      'codes-and-coupons': {
        title: 'Codes and discount coupons',
        summary: 'The difference between a coupon and an invitation code, and how to redeem them.',
        body: [
          'There are two kinds of code, and both need you to be signed in:',
          {
            list: [
              'Discount coupon: created by the organizer (or by the Platea team in a promotion) for one product. It lowers the price or sets a fixed price, comes in limited numbers, and each person can use it once.',
              'Invitation code: opens a private event. Each code works once; as soon as someone redeems it, it is used.',
            ],
          },
          'Type the code in the “Discount code” field of the product page when you buy. If the code covers the whole price, the product goes straight to [My stuff](/mystuff/products) with nothing to pay.',
          'If the site says the code is not valid, check that it is for that product (and that date, if the event has several), that it has not expired and that you have not used it already.',
        ],
      },
      subscriptions: {
        title: 'Channel subscriptions',
        summary:
          'Subscribe to a channel monthly and cancel whenever you like without losing what you paid for.',
        body: [
          'Some channels offer a monthly subscription that gives access to their content while it is paid. The price is on the channel page.',
          {
            steps: [
              'On the channel page press “Subscribe” and complete the payment.',
              'The subscription renews every month. Each paid month creates an order with its invoice in [Orders](/mystuff/orders).',
              'To cancel, press “Unsubscribe” on the channel page and confirm.',
            ],
          },
          'Once you cancel, there are no more charges and you keep access until the end of the period you have already paid for. Your subscriptions, active and cancelled, are in [Subscriptions](/mystuff/subscriptions).',
        ],
      },
      'my-stuff': {
        title: 'My stuff',
        summary: 'Where to find what you bought, your subscriptions and your invoices.',
        body: [
          '[My stuff](/mystuff/products) gathers everything that is yours in three tabs:',
          {
            list: [
              'Products: what you bought, got for free or redeemed with a code, with its state: available, available until a date, starts on a date, expired or access withdrawn.',
              'Subscriptions: the channels you subscribe to, since when and until when they are valid.',
              'Orders: your history of purchases and payments, with the invoice of each paid order to download.',
            ],
          },
          'From each product you reach the player, the course or its page. An event with a date opens on that date: until then you see a countdown.',
        ],
      },
      'finding-content': {
        title: 'Finding content',
        summary: 'Search by title, person or tag, and explore channels, artists and the schedule.',
        body: [
          'Search finds products, channels and artists by their title, tags, the people taking part and their descriptions. Type at least 3 letters; capitals and accents do not matter.',
          'Each channel has its page with all its published products, and each artist or teacher has theirs. The home page shows the highlights chosen by the team.',
          'Private products do not appear in search: you reach them with an invitation code.',
        ],
      },
    },
  },
  'about-products': {
    title: 'About products',
    summary: 'Live shows, deferred live, rental video, private events and courses: how each one works.',
    sections: {
      'product-types': {
        title: 'Types of product',
        summary: 'Video on demand, live shows, podcasts, courses, meetings and more: what each one is.',
        body: [
          {
            list: [
              'Video on demand: a recording you watch whenever you like, for the time the organizer sets.',
              'Deferred live event: a recording broadcast as live at the time of each session.',
              'Live broadcast: a real-time stream.',
              'Podcast: audio you play in the player and, if the organizer allows it, download as MP3.',
              'Post: a text with pictures.',
              'Course and master: lessons organized in modules; a master bundles several courses.',
              'Online meeting: a video call of up to 70 people.',
              'Educational sheet: an activity described with its goals, resources and method.',
              'Physical and generic products: something the organizer delivers or provides outside the platform.',
            ],
          },
          'Each page shows the age rating: all audiences, 13+ or 18+.',
        ],
      },
      live: {
        title: 'Live events',
        summary: 'No time limit; if you arrive late, you join at the point the broadcast has reached.',
        body: [
          'Live broadcasts have no time limit. Your ticket is for one date if the event has several: choose it when you buy.',
          'If you connect after it has started, you join at the point the broadcast has reached, as in a theatre: you cannot go back to the beginning while it lasts.',
          'Open the player from [My stuff](/mystuff/products) or from the product page. Before the start you see a countdown.',
        ],
      },
      'fake-live': {
        title: 'Deferred live events',
        summary: 'A recording broadcast as live at the time of each session, with an optional replay.',
        body: [
          'A deferred live event is a recorded performance broadcast as if it were live: it starts at the session time and every viewer sees the same moment together.',
          {
            list: [
              'Before the time, the player shows a countdown.',
              'If you arrive late, you join at the point the broadcast has reached.',
              'When it ends, the broadcast is over, unless the organizer allows a replay: then you can watch it as video on demand.',
            ],
          },
        ],
      },
      'rental-video': {
        title: 'Video on demand and rental',
        summary: 'The organizer decides how long you can watch each video.',
        body: [
          'Each organizer sets the viewing time of their videos on demand:',
          {
            list: [
              'No limit: the video is yours for as long as you have your account.',
              'Rental by the hour: a number of hours that starts counting when you buy.',
              'Until a date: the video can be watched (and bought) until that day.',
            ],
          },
          'The product page and [My stuff](/mystuff/products) tell you until when it is available. The player remembers where you stopped and continues from there.',
          'Some event videos are only on sale between two dates: outside them, the page says it can no longer be bought.',
        ],
      },
      'private-events': {
        title: 'Private events',
        summary: 'Events by invitation: only people with a code get in.',
        body: [
          'A private product does not appear in the catalogue or in search. The organizer hands out invitation codes, each working once.',
          'To get in, sign in and redeem your code: the product goes to [My stuff](/mystuff/products). If the code does not cover the whole price, you pay the difference.',
        ],
      },
      'courses-for-students': {
        title: 'Courses and masters for students',
        summary: 'Lessons, materials, notes and ratings of each course.',
        body: [
          'A course page shows its programme, lessons, teachers, calendar and frequent questions. Once you buy it you get all its lessons, with their videos, materials and notes.',
          'The course remembers which lessons you have watched. You can rate each lesson and leave comments for the teacher.',
          'A master bundles several courses: buying it gives you all of them.',
        ],
      },
    },
  },
  player: {
    title: 'The player',
    summary: 'Qualities from 360p to 1080p, the connection each one needs and what to do if something fails.',
    sections: {
      watching: {
        title: 'Watching a video or listening to a podcast',
        summary: 'Where to open the player and how it continues where you stopped.',
        body: [
          'Open what you have from [My stuff](/mystuff/products) or from the product page with “Watch now”. The player lives at /player/ followed by the product’s name, and only works while you are signed in.',
          {
            list: [
              'Continue where you stopped: the player saves your position every few seconds, when you pause and when you leave.',
              'Podcasts: play and pause; if the organizer allows it, download the MP3.',
              'Full screen and keyboard: the player works with a mouse, touch or the keyboard.',
            ],
          },
        ],
      },
      quality: {
        title: 'Video quality',
        summary: '1080p, 720p, 540p and 360p: which one to choose for your connection.',
        body: [
          'The player chooses the quality automatically for your connection. You can set it yourself in the “Quality” menu:',
          {
            list: [
              '1080p: with about 5 Mbps or more.',
              '720p: below about 3 Mbps, choose 720p.',
              '540p and 360p: for slow connections or phones with poor coverage.',
            ],
          },
          'You never get a quality above the original video’s.',
        ],
      },
      'player-messages': {
        title: 'Player messages',
        summary: 'What “opens on…”, “has ended”, “not available” and “being prepared” mean.',
        body: [
          {
            list: [
              'Opens on…: the event has not started yet. You see a countdown to the time.',
              'This broadcast has ended: the deferred or live show is over and the organizer offers no replay.',
              'The video is being prepared: the organizer has just uploaded it; it will be ready in a few minutes.',
              'This content is not available yet: there is no video yet or your access is not active. Check in [My stuff](/mystuff/products) until when you have it.',
              'The broadcast cannot be reached: the live stream is not connected right now. Try again in a few minutes.',
            ],
          },
        ],
      },
      troubleshooting: {
        title: 'Connection problems',
        summary: 'If the video stalls or does not start, try this before writing to us.',
        body: [
          {
            steps: [
              'Lower the quality in the “Quality” menu (720p or less) and check your connection speed.',
              'Reload the page: the player renews its access permission and continues where you were.',
              'Close other tabs or downloads, and try a recent version of Chrome, Firefox, Safari or Edge.',
              'If it still fails, [write to us](/help/contact) with the product, the device and the browser.',
            ],
          },
          'Video links expire after a few minutes and depend on your session: copying them to another device or sharing them does not work.',
        ],
      },
    },
  },
};
