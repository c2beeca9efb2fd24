import { expect, test } from '@playwright/test';
import { createActiveUser } from './helpers/accounts.ts';
import { LoginPage } from './pages/LoginPage.ts';
import { MyDataPage } from './pages/MyDataPage.ts';
import { ProfilePage } from './pages/ProfilePage.ts';
import { SiteHeader } from './pages/SiteHeader.ts';

test('a user keeps their data, shows or hides their profile and changes their password', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const email = `my-data-${Date.now()}@platea.test`;
  const password = 'MyData.2026';
  const newPassword = 'Changed.2026!';
  const { id } = await createActiveUser(request, { email, password });
  const myData = new MyDataPage(page);
  const profile = new ProfilePage(page);

  await test.step('signed out, my data asks to sign in first and comes back', async () => {
    await page.goto('/account/my-data');
    await expect(page).toHaveURL(/\/login\?next=%2Faccount%2Fmy-data$/);
    await new LoginPage(page).signIn(email, password);
    await expect(page).toHaveURL(/\/account\/my-data$/);
    await myData.waitUntilReady();
  });

  await test.step('general and billing data are saved and still there after a reload', async () => {
    await myData.saveGeneral({ name: 'Lucía', surname: 'Fernández' });
    await expect(myData.toasts.getByText('Tus datos generales se han guardado.')).toBeVisible();
    await myData.saveBilling({
      company: 'Teatro Abierto SL',
      nif: 'B12345678',
      address: 'Calle Mayor 1',
      city: 'Madrid',
      postalCode: '28013',
      countryName: 'España',
      phone: '600 123 456',
    });
    await expect(myData.toasts.getByText('Tus datos de facturación se han guardado.')).toBeVisible();

    await page.reload();
    await myData.waitUntilReady();
    await expect(myData.general.getByLabel('Nombre', { exact: true })).toHaveValue('Lucía');
    await expect(myData.general.getByLabel('Apellidos', { exact: true })).toHaveValue('Fernández');
    await expect(myData.billing.getByLabel('Empresa o nombre completo')).toHaveValue('Teatro Abierto SL');
    await expect(myData.billing.getByLabel('NIF/CIF')).toHaveValue('B12345678');
    await expect(myData.billing.getByLabel('Código postal')).toHaveValue('28013');
    await expect(myData.billing.getByLabel('País', { exact: true })).toHaveValue('ES');
    await expect(myData.billing.getByLabel('Teléfono', { exact: true })).toHaveValue('600 123 456');
  });

  await test.step('a public profile shows the name; a hidden one says it is not public', async () => {
    await myData.setPublicProfile(true);
    await expect(myData.toasts.getByText('Tus preferencias se han guardado.')).toBeVisible();
    await profile.goto(id);
    await expect(profile.heading).toHaveText('Lucía Fernández');

    await myData.goto();
    await expect(myData.publicProfileSwitch).toBeChecked();
    await myData.setPublicProfile(false);
    await expect(myData.toasts.getByText('Tus preferencias se han guardado.')).toBeVisible();

    const visitor = await browser.newContext({ baseURL, locale: 'es-ES' });
    const visitorPage = await visitor.newPage();
    const visitorProfile = new ProfilePage(visitorPage);
    await visitorProfile.goto(id);
    await expect(visitorProfile.heading).toHaveText('Este perfil no es público');
    await expect(visitorPage.getByText('Lucía Fernández')).toHaveCount(0);
    await visitor.close();
  });

  await test.step('a wrong current password is refused next to the field; the right one works', async () => {
    await myData.changePassword('Wrong.2026!', newPassword);
    await expect(myData.currentPassword).toHaveAttribute('aria-invalid', 'true');
    await expect(myData.currentPassword).toHaveAccessibleDescription(/la contraseña actual no es correcta/);
    // What was typed stays: only the current password needs fixing.
    await expect(myData.password.getByLabel(/^Nueva contraseña/)).toHaveValue(newPassword);

    await myData.changePassword(password, newPassword);
    await expect(myData.toasts.getByText('Tu contraseña se ha cambiado.', { exact: false })).toBeVisible();
    await expect(myData.currentPassword).toHaveValue('');
  });

  await test.step('the new password signs in after signing out', async () => {
    const header = new SiteHeader(page);
    await header.signOut();
    await expect(header.signInLink).toBeVisible();
    await page.goto('/login');
    await new LoginPage(page).signIn(email, newPassword);
    await expect(page).toHaveURL(/\/$/);
    await expect(header.userMenu).toBeVisible();
    await header.openUserMenu();
    await header.menuLink('Mis datos').click();
    await expect(page).toHaveURL(/\/account\/my-data$/);
  });
});
