import { lazy, useMemo } from 'react';
import { Admin, CustomRoutes, localStorageStore, Resource } from 'react-admin';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import type { Area } from './area';
import { createAuthProvider } from './authProvider';
import { createDataProvider } from './dataProvider';
import { createI18nProvider } from './i18nProvider';
import { AppNotification } from './layout/AppNotification';
import { AccountLayout, ManageLayout } from './layout/ConsoleLayout';
import { AccountLoginPage, ManageLoginPage } from './layout/LoginPage';
import { PageLoading } from './layout/PageLoading';
import channels from './resources/channels';
import coupons from './resources/coupons';
import emailLogs from './resources/email-logs';
import products from './resources/products';
import sales from './resources/sales';
import speakers from './resources/speakers';
import users from './resources/users';
import { theme } from './theme';

const ConfigAdmin = lazy(() => import('./config-admin/ConfigAdmin'));
const GlobalView = lazy(() => import('./globalview/GlobalView'));
const ProductMediaPage = lazy(() => import('./media/ProductMediaPage'));

/** /manage opens on the products (spec 2: /manage → /manage/products). */
const ManageHome = () => <Navigate to="/products" replace />;
const AccountHome = () => <Navigate to="/globalview" replace />;

/**
 * The back office: one SPA, two consoles chosen by the URL (main.tsx). Both share the providers; each
 * has its own router basename, login page, layout (which enforces the console's role) and screens.
 */
const App = ({ area }: { area: Area }) => {
  const providers = useMemo(() => {
    const i18nProvider = createI18nProvider();
    const getLocale = () => i18nProvider.getLocale();
    // The react-admin store remembers the locale too: start it from ours so the two never disagree.
    const store = localStorageStore(undefined, 'platea.backoffice');
    store.setItem('locale', i18nProvider.getLocale());
    return {
      i18nProvider,
      store,
      authProvider: createAuthProvider(getLocale),
      dataProvider: createDataProvider(getLocale),
    };
  }, []);

  const common = {
    ...providers,
    theme,
    notification: AppNotification,
    loading: PageLoading,
    requireAuth: true,
    disableTelemetry: true,
  };

  return (
    <BrowserRouter basename={`/${area}`}>
      {area === 'manage' ? (
        <Admin
          {...common}
          title="ADMIN.APP.MANAGE"
          layout={ManageLayout}
          loginPage={ManageLoginPage}
          dashboard={ManageHome}
        >
          <Resource name="products" {...products} />
          <Resource name="channels" {...channels} />
          <Resource name="speakers" {...speakers} />
          <Resource name="sales" {...sales} />
          <Resource name="salescode" {...coupons} />
          <Resource name="manage-users" {...users} />
          <Resource name="track-emails" {...emailLogs} />
          <CustomRoutes>
            <Route path="/products/:product" element={<ProductMediaPage />} />
            <Route path="/config-admin" element={<ConfigAdmin />} />
          </CustomRoutes>
        </Admin>
      ) : (
        <Admin
          {...common}
          title="ADMIN.APP.ACCOUNT"
          layout={AccountLayout}
          loginPage={AccountLoginPage}
          dashboard={AccountHome}
        >
          <Resource name="channels" {...channels} />
          <Resource name="speakers" {...speakers} />
          <Resource name="sales" {...sales} />
          <Resource name="salescode" {...coupons} />
          <CustomRoutes>
            <Route path="/globalview" element={<GlobalView />} />
            <Route path="/channels/:channel/products/:product" element={<ProductMediaPage />} />
            <Route path="/channels/:channel/courses/:course" element={<ProductMediaPage />} />
          </CustomRoutes>
        </Admin>
      )}
    </BrowserRouter>
  );
};

export default App;
