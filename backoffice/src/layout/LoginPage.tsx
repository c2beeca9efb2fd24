import { useLocaleState, useLogin } from 'react-admin';
import { isLocale, type Locale } from '../../../api/src/shared/locale.ts';
import type { Area } from '../area';
import { SignInForm } from '../signin/SignInForm';

/**
 * The sign-in page react-admin shows inside a loaded console (after signing out, or when a session ends):
 * the same form main.tsx draws before the console loads, signing in through the authProvider so that
 * react-admin returns to the screen the user was on.
 */
const LoginPage = ({ area }: { area: Area }) => {
  const login = useLogin();
  const [current, setLocale] = useLocaleState();
  const locale: Locale = isLocale(current) ? current : 'es';
  return (
    <SignInForm
      area={area}
      locale={locale}
      onLocaleChange={setLocale}
      submit={async (email, password) => {
        await login({ email, password });
      }}
    />
  );
};

export const ManageLoginPage = () => <LoginPage area="manage" />;
export const AccountLoginPage = () => <LoginPage area="account" />;
