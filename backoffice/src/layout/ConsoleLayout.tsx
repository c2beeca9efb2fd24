import { Suspense } from 'react';
import { type LayoutProps, usePermissions } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { AREA_ROLES, type Area } from '../area';
import { EntityOwnerMenu } from '../resources/entities/EntityOwnerMenu';
import { ENTITY_LANDING_ROLES, isEntityLandingPath } from '../resources/entities/landingRoute';
import { AccountMenu } from './AccountMenu';
import { AreaRefused } from './AreaRefused';
import { ConsoleAppBar } from './ConsoleAppBar';
import { ConsoleFrame } from './ConsoleFrame';
import { ManageMenu } from './ManageMenu';
import { NamedProgress } from './NamedProgress';
import { PageLoading } from './PageLoading';

const ManageAppBar = () => <ConsoleAppBar area="manage" />;
const AccountAppBar = () => <ConsoleAppBar area="account" />;

/**
 * The layout of one console. A signed-in user without the console's role sees the refusal page instead
 * of any screen, so no call is made that the API would answer with 403 (which would log them out).
 */
const ConsoleLayout = ({ area, children }: LayoutProps & { area: Area }) => {
  const { permissions, isPending } = usePermissions<string[]>();
  const { pathname } = useLocation();
  if (isPending) return <PageLoading />;
  const roles = Array.isArray(permissions) ? permissions : [];
  const consoleRole = AREA_ROLES[area].some((role) => roles.includes(role));
  // Spec 2 gives producers one /manage route, their entity's landing page: allowed there only, with a
  // menu of its own (the admins' menu would lead them to screens whose 403 signs them out).
  const landingOwner =
    !consoleRole &&
    area === 'manage' &&
    isEntityLandingPath(pathname) &&
    ENTITY_LANDING_ROLES.some((role) => roles.includes(role));
  if (!consoleRole && !landingOwner) return <AreaRefused area={area} roles={roles} />;
  return (
    <NamedProgress>
      <ConsoleFrame
        appBar={area === 'manage' ? ManageAppBar : AccountAppBar}
        menu={landingOwner ? EntityOwnerMenu : area === 'manage' ? ManageMenu : AccountMenu}
      >
        {/* Before the frame's own Suspense, whose fallback has an unnamed progressbar. */}
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </ConsoleFrame>
    </NamedProgress>
  );
};

export const ManageLayout = ({ children }: LayoutProps) => (
  <ConsoleLayout area="manage">{children}</ConsoleLayout>
);
export const AccountLayout = ({ children }: LayoutProps) => (
  <ConsoleLayout area="account">{children}</ConsoleLayout>
);
