import AddBoxIcon from '@mui/icons-material/AddBox';
import BarChartIcon from '@mui/icons-material/BarChart';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import DashboardIcon from '@mui/icons-material/Dashboard';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import PsychologyIcon from '@mui/icons-material/Psychology';
import ScienceIcon from '@mui/icons-material/Science';
import { ModuleMenuItem } from '../modules/moduleMenu';
import { ConsoleMenu, ConsoleMenuItem, ConsoleResourceItem } from './ConsoleMenu';

export const AccountMenu = () => (
  <ConsoleMenu>
    <ConsoleMenuItem to="/globalview" primaryText="ADMIN.MENU.GLOBALVIEW" leftIcon={<DashboardIcon />} />
    <ConsoleResourceItem name="channels" />
    <ConsoleMenuItem to="/products/new" primaryText="ADMIN.PRODUCT_FORM.NEW" leftIcon={<AddBoxIcon />} />
    <ConsoleResourceItem name="speakers" />
    <ConsoleResourceItem name="sales" />
    <ConsoleMenuItem to="/analytics" primaryText="ADMIN.MENU.ANALYTICS" leftIcon={<BarChartIcon />} />
    <ConsoleResourceItem name="salescode" />
    <ConsoleResourceItem name="salesopportunity" />
    <ConsoleResourceItem name="entities" />
    {/* The optional modules (spec 7's catalogue), each there only while it is on. */}
    <ModuleMenuItem
      module="openlab"
      to="/lean-tests"
      primaryText="ADMIN.MENU.LEAN_TESTS"
      leftIcon={<ScienceIcon />}
    />
    <ModuleMenuItem
      module="leads"
      to="/leads"
      primaryText="ADMIN.MENU.LEADS"
      leftIcon={<ContactMailIcon />}
    />
    <ModuleMenuItem
      module="cognition"
      to="/cognition"
      primaryText="ADMIN.MENU.COGNITION"
      leftIcon={<PsychologyIcon />}
    />
    <ConsoleMenuItem
      to="/track-emails"
      primaryText="ADMIN.MENU.TRACK_EMAILS"
      leftIcon={<MarkEmailReadIcon />}
    />
  </ConsoleMenu>
);
