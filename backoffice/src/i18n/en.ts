/**
 * The back office's own messages in English. This object is the catalogue: es.ts and pt.ts are typed
 * with AppMessages, so a missing or extra key fails the type check.
 * Resource labels live under resources.<resource>.fields.* as react-admin expects; the rest under ADMIN.
 */
export const en = {
  SERVER_ERROR: 'Error fetching data from server',
  SERVER_ERROR_NOT_FOUND: 'Error fetching data from server: Path not found',
  resources: {
    // The API resource is `users`; the admin console shows it at /manage/manage-users (spec 2).
    'manage-users': {
      name: 'User |||| Users',
      fields: {
        id: 'Id',
        q: 'Search',
        email: 'Email',
        name: 'Name',
        surname: 'Surname',
        roles: 'Roles',
        role: 'Role',
        status: 'Status',
        activated: 'Activated',
        activatedAt: 'Activated on',
        createdAt: 'Created',
        country: 'Country',
        language: 'Language',
        timezone: 'Time zone',
        company: 'Company',
        job: 'Job',
        description: 'Description',
        newsletter: 'Newsletter',
        promoConsent: 'Promotional emails',
        publicProfile: 'Public profile',
        external: 'External account',
        recommendedBy: 'Recommended by',
        organizerRequestedAt: 'Asked to become an organizer on',
        billingCompany: 'Billing company',
        billingNif: 'Tax id',
        billingAddress: 'Billing address',
        billingCity: 'City',
        billingPostalCode: 'Postal code',
        billingCountry: 'Billing country',
        billingPhone: 'Phone',
      },
    },
  },
  ADMIN: {
    APP: {
      MANAGE: 'Platea administration',
      ACCOUNT: 'Platea organizers',
    },
    MENU: {
      USERS: 'Users',
      CONFIG: 'Configuration',
      GLOBALVIEW: 'Global view',
    },
    LOCALE: {
      LABEL: 'Language',
    },
    LOGIN: {
      TITLE: 'Sign in to Platea',
      SUBTITLE_MANAGE: 'Administration console',
      SUBTITLE_ACCOUNT: 'Organizer console',
      EMAIL: 'Email',
      PASSWORD: 'Password',
      SUBMIT: 'Sign in',
      FORGOT: 'Forgot your password?',
      BACK_TO_SITE: 'Back to the site',
      FAILED: 'The login details are incorrect or your credentials have not been approved yet',
    },
    ACCESS: {
      MANAGE_TITLE: 'This area is for administrators',
      MANAGE_TEXT: 'You are signed in as %{email}, an account without the administrator role.',
      ACCOUNT_TITLE: 'This area is for organizers',
      ACCOUNT_TEXT:
        'You are signed in as %{email}, an account without the organizer role. You can ask to become an organizer from your account data on the site.',
      GO_ACCOUNT: 'Go to the organizer console',
      GO_MY_DATA: 'My account data',
      GO_SITE: 'Back to the site',
      SIGN_OUT: 'Sign out',
    },
    PAGE: {
      SAVE_SUCCESS: 'The changes have been saved',
      SAVE_ERROR: 'The changes could not be saved',
      RETRY: 'Retry',
      LOADING: 'Loading…',
    },
    CONFIG: {
      TITLE: 'Configuration',
      SUBTITLE: 'Switch the platform features on or off. Changes apply after saving.',
      SAVE: 'Save',
      UNSAVED: 'You have unsaved changes',
      GROUPS: {
        ACCESS: 'Access',
        ADMIN: 'Admin settings',
        GENERAL: 'General settings',
        LANGUAGE: 'Language',
        NAVBAR: 'Navigation bar',
      },
      FIELDS: {
        requireLogin: {
          LABEL: 'Private site',
          HELP: 'Signed-out visitors are sent to the login page for any page but login, sign up and help.',
        },
        approveUsers: {
          LABEL: 'Approve users manually',
          HELP: 'New accounts stay pending until an administrator approves them.',
        },
        typeTag: {
          LABEL: 'Product type tag',
          HELP: 'Show the product type (video, live, course…) on product cards.',
        },
        freeTag: {
          LABEL: 'Free tag',
          HELP: 'Mark free products with a "free" tag on product cards.',
        },
        coupons: {
          LABEL: 'Coupons',
          HELP: 'Let viewers redeem coupons and discount codes.',
        },
        moderatedChat: {
          LABEL: 'Moderated chat',
          HELP: 'Chat messages wait for a moderator’s approval before they are shown.',
        },
        languages: {
          LABEL: 'Language selector',
          HELP: 'Show the language selector (Spanish, English, Portuguese) to visitors.',
        },
        notifications: {
          LABEL: 'Notifications',
          HELP: 'Show the notifications bell in the navigation bar.',
        },
        currencies: {
          LABEL: 'Currency selector',
          HELP: 'Show the currency selector in the navigation bar.',
        },
        timezones: {
          LABEL: 'Time zone selector',
          HELP: 'Show the time zone selector in the navigation bar.',
        },
      },
    },
    USERS: {
      STATUS: {
        pending: 'Pending',
        approved: 'Approved',
        disapproved: 'Disapproved',
        blocked: 'Blocked',
        deleted: 'Deleted',
      },
      ROLES: {
        ADMIN: 'Administrator',
        PRODUCER: 'Organizer',
        USER: 'Viewer',
      },
      ACTIONS: {
        LABEL: 'Actions',
        MENU: 'Actions for %{email}',
        APPROVE: 'Approve',
        DISAPPROVE: 'Disapprove',
        BLOCK: 'Block',
        UNBLOCK: 'Unblock',
        DELETE: 'Delete',
      },
      DONE: {
        APPROVE: 'User approved',
        DISAPPROVE: 'User disapproved',
        BLOCK: 'User blocked',
        UNBLOCK: 'User unblocked',
        DELETE: 'User deleted',
      },
      DELETE_TITLE: 'Delete %{email}?',
      DELETE_CONTENT:
        'The account will be marked as deleted and will not be able to sign in any more. This cannot be undone.',
      ROLES_SAVED: 'Roles updated',
      OWN_ACCOUNT: 'This is your own account: its status and roles cannot be changed here.',
      SECTION_PROFILE: 'Profile',
      SECTION_BILLING: 'Billing data',
    },
    GLOBALVIEW: {
      TITLE: 'Global view',
      WELCOME: 'Hello, %{name}',
      IDENTITY: 'Your account',
      STATUS: 'Account status',
      ROLES: 'Roles',
      EMAIL: 'Email',
      NAME: 'Name',
      LANGUAGE: 'Language',
      TIMEZONE: 'Time zone',
      PUBLIC_PROFILE: 'Public profile',
      LOAD_ERROR: 'Your account data could not be loaded',
      LINKS: 'Quick links',
      LINK_SITE: 'Public site',
      LINK_MYSTUFF: 'My stuff',
      LINK_MY_DATA: 'Edit my data',
      LINK_MANAGE: 'Administration console',
    },
  },
};

/** The shape every locale must have: the same keys as `en`, any text. */
export type AppMessages = MessageShape<typeof en>;
type MessageShape<T> = { [K in keyof T]: T[K] extends string ? string : MessageShape<T[K]> };
