import type { HelpDocument } from '../tree.ts';

/** Help for organizers, the legal statements and contact. */
export const organizersEn: Pick<HelpDocument, 'organizers' | 'legal' | 'contact'> = {
  organizers: {
    title: 'For organizers',
    summary: 'Channels, products, prices and fees, payouts, codes and the review by the team.',
    sections: {
      'become-organizer': {
        title: 'Becoming an organizer',
        summary: 'Sign up as an organizer or ask to switch from your account, then work in the console.',
        body: [
          'Organizers (artists, companies, schools, institutions) open channels and publish their products in them. There are two ways in:',
          {
            list: [
              'When you [create your account](/logup), choose “organizer”.',
              'If you already have an attendee account, ask to switch in [My data](/account/my-data), under “Become an organizer”. The team validates the request.',
            ],
          },
          'As an organizer you work in the [/account](/account) console: an overview with your tickets sold, codes and opportunities, your channels and products, your sales, your speakers and these tutorials. Guided tours walk you through your first channel and your first product.',
          'Terms, plans and fees are summed up on the [page for organizers](/organizers).',
        ],
      },
      channels: {
        title: 'Your channel and its review',
        summary:
          'Create the channel, fill in its payout details and ask for publication: the team reviews it within 24 hours.',
        body: [
          'The channel is your shop window: title, description (up to 400 characters), logo and pictures, social links and, if you like, a monthly subscription.',
          'In its billing details, give your tax id, address, phone and the IBAN where you want your payouts.',
          { heading: 'Channel states' },
          {
            list: [
              'Draft: only you see it. Take your time to prepare it.',
              'Under review: you have asked for publication. The team reviews it within 24 hours.',
              'Published: visible to everyone. You get a confirmation email.',
              'If the team sends it back to draft, the email explains what to change. Fix it and ask for publication again.',
            ],
          },
          'You can deactivate a published channel at any time: it goes back to draft and only you see it. To publish products you need at least one channel approved by the team.',
        ],
      },
      products: {
        title: 'Creating and publishing products',
        summary:
          'The steps of the form, the draft, published and private states, and what is fixed once published.',
        body: [
          'Create a product from the console by choosing its type, channel, plan (paid or free) and title. Then complete it step by step: information, dates and sessions, prices, media, access and codes, and SEO.',
          {
            list: [
              'Images: JPG or PNG up to 8 MB; the recommended product image is 1100 × 650 pixels.',
              'Video: MP4 up to 3 GB.',
              'Short description: up to 240 characters. The address (slug) is made from the title, with no spaces or special characters.',
              'Events with several dates: they need at least one session. Times are entered in Central European time.',
            ],
          },
          { heading: 'Draft, published and private' },
          'Nobody else sees a draft. Published is visible to everyone; private is reachable only with the codes you generate after publishing it.',
          'Once published, a product can no longer change its type or channel, go back to draft or be deleted, and its saved sessions cannot be edited or deleted (you can still add new ones). The form shows those fields locked, with the reason.',
        ],
      },
      'prices-fees-payouts': {
        title: 'Prices, fees and payouts',
        summary:
          'You receive {organizerPercent}% of every sale; the platform charges {platformPercent}% plus {ticketFee} per ticket.',
        body: [
          'Prices are entered with taxes included: type the total price and the tax rate, and the console works out the net amount and the tax (at 10%, the price is divided by 1.1).',
          {
            list: [
              'For every sale you receive {organizerPercent}% of what the buyer pays for the ticket and for the optional support amount.',
              'The platform charges {platformPercent}% plus {ticketFee} for each paid ticket. Free tickets carry no fee.',
              'Monthly subscriptions to your channel carry only the {platformPercent}%: a subscription is not a ticket.',
              'Payouts are made in the first days of the month after the event, to your channel’s IBAN.',
            ],
          },
          'This is the split with the rules checkout applies today:',
          { feeExamples: true },
          'Your sales and their split are in the console, under Sales, and can be downloaded as CSV.',
        ],
      },
      'coupons-codes-sales': {
        title: 'Coupons, codes and sales',
        summary: 'Create discount coupons and invitation codes, and follow your sales and opportunities.',
        body: [
          {
            list: [
              'Coupons: for published or private products. You choose the discount (up to 100%) or a final price, how many there are and, for events with several dates, the session. Each person can use one once.',
              'Invitation codes: for private products, generated in bulk (up to 1000 at a time), each working once. Hand them to whoever you want to invite.',
              'Sales: every sale with product, email, amount, support, payment date, event date and country, with filters and a CSV download.',
              'Opportunities: purchases someone started and did not finish paying for.',
            ],
          },
          'The Platea team may run promotions with discounts of up to 20% on your products. The split is worked out on what the buyer pays, as for any sale.',
        ],
      },
      'courses-and-masters': {
        title: 'Courses and masters',
        summary: 'Organize a course in modules and lessons, and bundle courses in a master.',
        body: [
          'A course is a product with steps of its own: information, requirements, video, and modules and lessons. Each lesson can carry a video, a link to a live session or a meeting, materials, notes and its duration. Save each lesson as you edit it.',
          'A master bundles several of your courses in the order you choose: whoever buys the master gets all of them. The form warns you if you repeat a course.',
          'Add the speakers (teachers) under Speakers: each needs at least one tag. A speaker used by a product cannot be deleted.',
          'Students rate lessons; you see the ratings in the console.',
        ],
      },
      'uploading-video': {
        title: 'Uploading video and audio',
        summary: 'Uploads that resume, qualities from 1080p to 360p, and audio for podcasts.',
        body: [
          'Upload the video, the trailer or a podcast’s audio from the product’s “Media” step (and each lesson’s from “Modules and lessons”).',
          {
            list: [
              'Uploads resume: if the connection drops or you close the tab, choosing the same file again continues where it stopped.',
              'Then Platea prepares the 1080p, 720p, 540p and 360p qualities by itself (never above the original) and a cover picture. You see the percentage; if the file cannot be processed, you see why.',
              'For podcasts an MP3 is made too, which buyers can download if you allow it.',
            ],
          },
        ],
      },
    },
  },
  legal: {
    title: 'Legal',
    summary: 'Refunds, cancellations, who bears each cost, and your data.',
    sections: {
      refunds: {
        title: 'Refunds',
        summary: 'There is no refund after purchase, except when a live show is suspended.',
        body: [
          'There is no refund once a purchase is made: tickets give immediate access to the content and cannot be transferred between accounts.',
          'The exception is a suspended live show: if a live event is suspended, the full amount is refunded if you ask the support team by email within 20 business days. Write to us from the [contact form](/help/contact) with the order.',
          'A refunded order shows as “Refunded” in [Orders](/mystuff/orders).',
        ],
      },
      'cancellations-and-costs': {
        title: 'Cancellations and who bears each cost',
        summary:
          'What happens if the organizer cancels or makes a mistake, and how connection problems are shared.',
        body: [
          {
            list: [
              'Cancellation by the organizer: the organizer bears the cost of refunding the tickets.',
              'Organizer errors (a wrong date or price, content that does not match): borne by the organizer.',
              'Viewers’ complaints: the team studies them with the organizer and, where it applies, the refund rule is used.',
              'A viewer’s connection problems: if a refund is granted, the cost is split 50/50 between the organizer and the platform provider.',
            ],
          },
          'Before claiming for your connection, see [connection problems](/help/player/troubleshooting): lowering the quality is often enough.',
        ],
      },
      promotions: {
        title: 'Promotions',
        summary: 'The provider may run promotions and discount codes of up to 20%.',
        body: [
          'The platform provider may run promotions or discount codes of up to 20% on published products. Each organizer’s own coupons can go up to 100%.',
          'Either way, the split between organizer and platform is worked out on what the buyer actually pays.',
        ],
      },
      'privacy-and-terms': {
        title: 'Privacy and legal notice',
        summary: 'What data we handle, which cookies we use and your rights.',
        body: [
          'The [legal notice and privacy policy](/aviso-legal) explain who provides the service, what data we handle and why, the cookies (only the necessary ones: the session and the language) and how to exercise your rights.',
          'When you buy a product, its organizer receives your name, surname, email and country to manage the event. You can stop receiving news in [My data](/account/my-data) whenever you like.',
        ],
      },
    },
  },
  contact: {
    title: 'Contact',
    summary: 'Cannot find the answer? Write to the team and we will reply by email.',
    sections: {},
  },
};
