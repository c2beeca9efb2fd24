import BarChartIcon from '@mui/icons-material/BarChart';
import CampaignIcon from '@mui/icons-material/Campaign';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import ExtensionIcon from '@mui/icons-material/Extension';
import HomeIcon from '@mui/icons-material/Home';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PsychologyIcon from '@mui/icons-material/Psychology';
import ScienceIcon from '@mui/icons-material/Science';
import SettingsIcon from '@mui/icons-material/Settings';
import { ModuleMenuItem } from '../modules/moduleMenu';
import { ConsoleMenu, ConsoleMenuItem, ConsoleResourceItem } from './ConsoleMenu';

export const ManageMenu = () => (
  <ConsoleMenu>
    <ConsoleResourceItem name="products" />
    <ConsoleResourceItem name="channels" />
    <ConsoleResourceItem name="speakers" />
    <ConsoleResourceItem name="sales" />
    <ConsoleResourceItem name="salescode" />
    <ConsoleResourceItem name="salesopportunity" />
    <ConsoleResourceItem name="productsopen" />
    <ConsoleResourceItem name="manage-users" />
    <ConsoleResourceItem name="pages" />
    <ConsoleMenuItem to="/analytics" primaryText="ADMIN.MENU.ANALYTICS" leftIcon={<BarChartIcon />} />
    <ConsoleResourceItem name="e-learning/lessons" primaryText="ADMIN.LESSON_RATINGS.MENU" />
    <ConsoleMenuItem
      to="/notifications"
      primaryText="ADMIN.MENU.NOTIFICATIONS"
      leftIcon={<NotificationsIcon />}
    />
    <ConsoleMenuItem
      to="/track-emails"
      primaryText="ADMIN.MENU.TRACK_EMAILS"
      leftIcon={<MarkEmailReadIcon />}
    />
    {/* The optional modules (spec 7's catalogue), each there only while it is on. */}
    <ModuleMenuItem
      module="openlab"
      to="/open-lab"
      primaryText="ADMIN.MENU.OPEN_LAB"
      leftIcon={<ScienceIcon />}
    />
    <ModuleMenuItem
      module="ideas"
      to="/open-lab/ideas"
      primaryText="ADMIN.MENU.IDEAS"
      leftIcon={<LightbulbIcon />}
    />
    <ModuleMenuItem
      module="advertising"
      to="/advertising"
      primaryText="ADMIN.MENU.ADVERTISING"
      leftIcon={<CampaignIcon />}
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
    <ConsoleMenuItem to="/home" primaryText="ADMIN.HOME_EDITOR.MENU" leftIcon={<HomeIcon />} />
    <ConsoleMenuItem to="/modules" primaryText="ADMIN.MODULES.MENU" leftIcon={<ExtensionIcon />} />
    <ConsoleMenuItem to="/config-admin" primaryText="ADMIN.MENU.CONFIG" leftIcon={<SettingsIcon />} />
  </ConsoleMenu>
);
