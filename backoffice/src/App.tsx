import { CssBaseline } from '@mui/material';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { lazy, useMemo } from 'react';
import {
  AccessDenied,
  AdminContext,
  AuthenticationError,
  CoreAdminUI,
  type CoreAdminUIProps,
  CustomRoutes,
  Error as ErrorPage,
  HttpError,
  localStorageStore,
  Resource,
  type TranslationMessages,
} from 'react-admin';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import type { Locale } from '../../api/src/shared/locale.ts';
import type { Area } from './area';
import { createAuthProvider } from './authProvider';
import { createDataProvider } from './dataProvider';
import { createI18nProvider } from './i18nProvider';
import { AppNotification } from './layout/AppNotification';
import { AccountLayout, ManageLayout } from './layout/ConsoleLayout';
import { AccountLoginPage, ManageLoginPage } from './layout/LoginPage';
import { ConsoleName, NotFoundPage } from './layout/NotFoundPage';
import { PageLoading } from './layout/PageLoading';
import { ModuleGate } from './modules/enabled';
import channels from './resources/channels';
import coupons from './resources/coupons';
import emailLogs from './resources/email-logs';
import entities, { accountEntities } from './resources/entities';
import { ENTITY_LANDING_ROUTE } from './resources/entities/landingRoute';
import lessonRatings from './resources/lesson-ratings';
import opportunities from './resources/opportunities';
import pages from './resources/pages';
import products from './resources/products';
import productsOpen from './resources/products-open';
import sales from './resources/sales';
import speakers from './resources/speakers';
import users from './resources/users';
import { theme } from './theme';

// The optional modules' screens (issue 24) are each behind <ModuleGate id>: off, not found, never fetched.
const AdvertisingPage = lazy(() => import('./advertising/AdvertisingPage'));
const AnalyticsPage = lazy(() => import('./analytics/AnalyticsPage'));
const CognitionScreen = lazy(() => import('./cognition/CognitionScreen'));
const ConfigAdmin = lazy(() => import('./config-admin/ConfigAdmin'));
const HomeEditor = lazy(() => import('./home-editor/HomeEditor'));
const LeadsPage = lazy(() => import('./leads/LeadsPage'));
const ModulesPage = lazy(() => import('./modules/ModulesPage'));
const NotificationSender = lazy(() => import('./notifications/NotificationSender'));
const MediaPayPage = lazy(() => import('./modules/MediaPayPage'));
const SurveysPage = lazy(() => import('./surveys/SurveysPage'));
const OpenLabPage = lazy(() => import('./openlab/OpenLabPage'));
const IdeasPage = lazy(() => import('./openlab/IdeasPage'));
const LeanTestsPage = lazy(() => import('./openlab/LeanTestsPage'));
const GlobalView = lazy(() => import('./globalview/GlobalView'));
const EntityLanding = lazy(() => import('./resources/entities/EntityLanding'));
const ProductEditor = lazy(() => import('./resources/products/ProductEditor'));
const ProductNew = lazy(() => import('./resources/products/ProductNew'));
const CourseNew = lazy(() =>
  import('./resources/products/ProductNew').then((m) => ({ default: m.CourseNew })),
);
const MasterNew = lazy(() =>
  import('./resources/products/ProductNew').then((m) => ({ default: m.MasterNew })),
);

/**
 * A failed query is retried once, and only when the failure may pass (the network, a 5xx): a refused
 * session check or a 4xx answer is final. react-query's default (three retries with backoff) kept a
 * signed-out visitor asking for their session for seconds.
 */
const retryOnce = (failures: number, error: unknown) => {
  if (failures >= 1) return false;
  if (error instanceof HttpError) return error.status >= 500;
  return !(error instanceof Error && error.message.startsWith('ra.'));
};

/** /manage opens on the products (spec 2: /manage → /manage/products). */
const ManageHome = () => <Navigate to="/products" replace />;
const AccountHome = () => <Navigate to="/globalview" replace />;

type Providers = Omit<Parameters<typeof AdminContext>[0], 'children' | 'theme'>;

/**
 * react-admin's <Admin> without its defaults that we replace: <Admin> always bundles react-admin's own
 * login form (with the form library behind it) and English messages, though we pass our own sign-in
 * page and catalogues. The same context and UI, composed here, leave them out of the first screen.
 */
const Console = ({
  providers,
  children,
  ...ui
}: { providers: Providers; children: ReactNode } & Omit<CoreAdminUIProps, 'children'>) => (
  <AdminContext {...providers} theme={theme}>
    <CssBaseline enableColorScheme>
      <CoreAdminUI
        error={ErrorPage}
        accessDenied={AccessDenied}
        authenticationError={AuthenticationError}
        {...ui}
      >
        {children}
      </CoreAdminUI>
      <AppNotification />
    </CssBaseline>
  </AdminContext>
);

/**
 * The back office: one SPA, two consoles chosen by the URL (main.tsx). Both share the providers; each
 * has its own router basename, login page, layout (which enforces the console's role) and screens.
 */
const App = ({ area, locale, messages }: { area: Area; locale: Locale; messages: TranslationMessages }) => {
  const providers = useMemo(() => {
    const i18nProvider = createI18nProvider(locale, messages);
    const getLocale = () => i18nProvider.getLocale();
    // The react-admin store remembers the locale too: start it from ours so the two never disagree.
    const store = localStorageStore(undefined, 'platea.backoffice');
    store.setItem('locale', i18nProvider.getLocale());
    return {
      i18nProvider,
      store,
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: retryOnce } } }),
      authProvider: createAuthProvider(getLocale),
      dataProvider: createDataProvider(getLocale),
    };
  }, [locale, messages]);

  const common = {
    providers,
    loading: PageLoading,
    catchAll: NotFoundPage,
    requireAuth: true,
    disableTelemetry: true,
  };

  return (
    <BrowserRouter basename={`/${area}`}>
      {area === 'manage' ? (
        <Console
          {...common}
          title={<ConsoleName area="manage" />}
          layout={ManageLayout}
          loginPage={ManageLoginPage}
          dashboard={ManageHome}
        >
          <Resource name="products" {...products} />
          <Resource name="channels" {...channels} />
          <Resource name="speakers" {...speakers} />
          <Resource name="sales" {...sales} />
          <Resource name="salescode" {...coupons} />
          <Resource name="salesopportunity" {...opportunities} />
          <Resource name="productsopen" {...productsOpen} />
          <Resource name="manage-users" {...users} />
          <Resource name="e-learning/lessons" {...lessonRatings} />
          <Resource name="track-emails" {...emailLogs} />
          <Resource name="pages" {...pages} />
          <Resource name="entities" {...entities} />
          <CustomRoutes>
            <Route path="/products/new" element={<ProductNew />} />
            <Route path="/new-product" element={<ProductNew />} />
            <Route path="/products/:product/*" element={<ProductEditor />} />
            <Route path="/courses/new" element={<CourseNew />} />
            <Route path="/courses/:course/*" element={<ProductEditor />} />
            <Route path="/masters/new" element={<MasterNew />} />
            <Route path="/masters/:master/*" element={<ProductEditor />} />
            <Route path="/analytics" element={<AnalyticsPage />} />
            <Route
              path="/cognition"
              element={
                <ModuleGate id="cognition">
                  <CognitionScreen />
                </ModuleGate>
              }
            />
            <Route path="/config-admin" element={<ConfigAdmin />} />
            <Route path="/home" element={<HomeEditor />} />
            <Route path="/modules/*" element={<ModulesPage />} />
            <Route path="/notifications" element={<NotificationSender />} />
            <Route
              path="/leads"
              element={
                <ModuleGate id="leads">
                  <LeadsPage />
                </ModuleGate>
              }
            />
            <Route path="/modules/media-pay" element={<MediaPayPage />} />
            {/* The spec's spelling and the right one: the same screen. */}
            {['/advertising/*', '/adversiting/*'].map((path) => (
              <Route
                key={path}
                path={path}
                element={
                  <ModuleGate id="advertising">
                    <AdvertisingPage />
                  </ModuleGate>
                }
              />
            ))}
            <Route
              path="/open-lab/surveys/*"
              element={
                <ModuleGate id="openlab">
                  <SurveysPage />
                </ModuleGate>
              }
            />
            <Route path={ENTITY_LANDING_ROUTE} element={<EntityLanding />} />
            <Route
              path="/open-lab"
              element={
                <ModuleGate id="openlab">
                  <OpenLabPage />
                </ModuleGate>
              }
            />
            <Route
              path="/open-lab/ideas"
              element={
                <ModuleGate id="ideas">
                  <IdeasPage />
                </ModuleGate>
              }
            />
            <Route
              path="/open-lab/lean-test"
              element={
                <ModuleGate id="openlab">
                  <LeanTestsPage />
                </ModuleGate>
              }
            />
          </CustomRoutes>
        </Console>
      ) : (
        <Console
          {...common}
          title={<ConsoleName area="account" />}
          layout={AccountLayout}
          loginPage={AccountLoginPage}
          dashboard={AccountHome}
        >
          <Resource name="channels" {...channels} />
          <Resource name="speakers" {...speakers} />
          <Resource name="sales" {...sales} />
          <Resource name="salescode" {...coupons} />
          <Resource name="salesopportunity" {...opportunities} />
          <Resource name="entities" {...accountEntities} />
          <Resource name="track-emails" {...emailLogs} />
          <CustomRoutes>
            <Route path="/globalview" element={<GlobalView />} />
            <Route path="/analytics" element={<AnalyticsPage />} />
            <Route
              path="/leads"
              element={
                <ModuleGate id="leads">
                  <LeadsPage />
                </ModuleGate>
              }
            />
            <Route
              path="/cognition"
              element={
                <ModuleGate id="cognition">
                  <CognitionScreen />
                </ModuleGate>
              }
            />
            <Route path="/products/new" element={<ProductNew />} />
            <Route path="/courses/new" element={<CourseNew />} />
            <Route path="/masters/new" element={<MasterNew />} />
            <Route path="/channels/:channel/products/:product/*" element={<ProductEditor />} />
            <Route path="/channels/:channel/courses/:course/*" element={<ProductEditor />} />
            <Route path="/channels/:channel/masters/:master/*" element={<ProductEditor />} />
            <Route
              path="/lean-tests"
              element={
                <ModuleGate id="openlab">
                  <LeanTestsPage />
                </ModuleGate>
              }
            />
          </CustomRoutes>
        </Console>
      )}
    </BrowserRouter>
  );
};

export default App;
