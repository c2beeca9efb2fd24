import BarChartIcon from '@mui/icons-material/BarChart';
import ExtensionIcon from '@mui/icons-material/Extension';
import HomeIcon from '@mui/icons-material/Home';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import NotificationsIcon from '@mui/icons-material/Notifications';
import ScienceIcon from '@mui/icons-material/Science';
import SettingsIcon from '@mui/icons-material/Settings';
import { ModuleMenuItem } from '../modules/enabled';
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
    <ConsoleMenuItem to="/home" primaryText="ADMIN.HOME_EDITOR.MENU" leftIcon={<HomeIcon />} />
    <ConsoleMenuItem to="/modules" primaryText="ADMIN.MODULES.MENU" leftIcon={<ExtensionIcon />} />
    <ConsoleMenuItem to="/config-admin" primaryText="ADMIN.MENU.CONFIG" leftIcon={<SettingsIcon />} />
  </ConsoleMenu>
);
