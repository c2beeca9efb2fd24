import { Suspense } from 'react';
import { Layout, type LayoutProps, usePermissions } from 'react-admin';
import { AREA_ROLES, type Area } from '../area';
import { AccountMenu } from './AccountMenu';
import { AreaRefused } from './AreaRefused';
import { ConsoleAppBar } from './ConsoleAppBar';
import { ManageMenu } from './ManageMenu';
import { PageLoading } from './PageLoading';

const ManageAppBar = () => <ConsoleAppBar area="manage" />;
const AccountAppBar = () => <ConsoleAppBar area="account" />;

/**
 * The layout of one console. A signed-in user without the console's role sees the refusal page instead
 * of any screen, so no call is made that the API would answer with 403 (which would log them out).
 */
const ConsoleLayout = ({ area, children }: LayoutProps & { area: Area }) => {
  const { permissions, isPending } = usePermissions<string[]>();
  if (isPending) return <PageLoading />;
  const roles = Array.isArray(permissions) ? permissions : [];
  if (!AREA_ROLES[area].some((role) => roles.includes(role)))
    return <AreaRefused area={area} roles={roles} />;
  return (
    <Layout
      appBar={area === 'manage' ? ManageAppBar : AccountAppBar}
      menu={area === 'manage' ? ManageMenu : AccountMenu}
    >
      {/* Before Layout's own Suspense, whose fallback has an unnamed progressbar. */}
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </Layout>
  );
};

export const ManageLayout = ({ children }: LayoutProps) => (
  <ConsoleLayout area="manage">{children}</ConsoleLayout>
);
export const AccountLayout = ({ children }: LayoutProps) => (
  <ConsoleLayout area="account">{children}</ConsoleLayout>
);
