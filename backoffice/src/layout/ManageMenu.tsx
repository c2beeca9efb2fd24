import ExtensionIcon from '@mui/icons-material/Extension';
import HomeIcon from '@mui/icons-material/Home';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import NotificationsIcon from '@mui/icons-material/Notifications';
import SettingsIcon from '@mui/icons-material/Settings';
import { Menu } from 'react-admin';

export const ManageMenu = () => (
  <Menu>
    <Menu.ResourceItem name="products" />
    <Menu.ResourceItem name="channels" />
    <Menu.ResourceItem name="speakers" />
    <Menu.ResourceItem name="sales" />
    <Menu.ResourceItem name="salescode" />
    <Menu.ResourceItem name="salesopportunity" />
    <Menu.ResourceItem name="productsopen" />
    <Menu.ResourceItem name="manage-users" />
    <Menu.ResourceItem name="pages" />
    <Menu.ResourceItem name="e-learning/lessons" primaryText="ADMIN.LESSON_RATINGS.MENU" />
    <Menu.Item to="/notifications" primaryText="ADMIN.MENU.NOTIFICATIONS" leftIcon={<NotificationsIcon />} />
    <Menu.Item to="/track-emails" primaryText="ADMIN.MENU.TRACK_EMAILS" leftIcon={<MarkEmailReadIcon />} />
    <Menu.Item to="/home" primaryText="ADMIN.HOME_EDITOR.MENU" leftIcon={<HomeIcon />} />
    <Menu.Item to="/modules" primaryText="ADMIN.MODULES.MENU" leftIcon={<ExtensionIcon />} />
    <Menu.Item to="/config-admin" primaryText="ADMIN.MENU.CONFIG" leftIcon={<SettingsIcon />} />
  </Menu>
);
