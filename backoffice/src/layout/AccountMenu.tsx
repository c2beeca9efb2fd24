import AddBoxIcon from '@mui/icons-material/AddBox';
import BarChartIcon from '@mui/icons-material/BarChart';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import DashboardIcon from '@mui/icons-material/Dashboard';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import PsychologyIcon from '@mui/icons-material/Psychology';
import { lazy, Suspense } from 'react';
import { ModuleMenuItem } from '../modules/moduleMenu';
import { ConsoleMenu, ConsoleMenuItem, ConsoleResourceItem } from './ConsoleMenu';

// The open lab's entry comes after the first screen (it asks whether the module is on).
const OpenLabEntries = lazy(() => import('../openlab/menu').then((m) => ({ default: m.AccountOpenLabMenu })));

export const AccountMenu = () => (
  <ConsoleMenu>
    <ConsoleMenuItem to="/globalview" primaryText="ADMIN.MENU.GLOBALVIEW" leftIcon={<DashboardIcon />} />
    <ConsoleResourceItem name="channels" />
    <ConsoleMenuItem to="/products/new" primaryText="ADMIN.PRODUCT_FORM.NEW" leftIcon={<AddBoxIcon />} />
    <ConsoleResourceItem name="speakers" />
    <ConsoleResourceItem name="sales" />
    <ConsoleMenuItem to="/analytics" primaryText="ADMIN.MENU.ANALYTICS" leftIcon={<BarChartIcon />} />
    <ModuleMenuItem
      module="cognition"
      to="/cognition"
      primaryText="ADMIN.MENU.COGNITION"
      leftIcon={<PsychologyIcon />}
    />
    <ConsoleResourceItem name="salescode" />
    <ConsoleResourceItem name="salesopportunity" />
    <ModuleMenuItem
      module="leads"
      to="/leads"
      primaryText="ADMIN.MENU.LEADS"
      leftIcon={<ContactMailIcon />}
    />
    <ConsoleResourceItem name="entities" />
    <Suspense fallback={null}>
      <OpenLabEntries />
    </Suspense>
    <ConsoleMenuItem
      to="/track-emails"
      primaryText="ADMIN.MENU.TRACK_EMAILS"
      leftIcon={<MarkEmailReadIcon />}
    />
  </ConsoleMenu>
);
