import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import SettingsIcon from '@mui/icons-material/Settings';
import { Menu } from 'react-admin';

export const ManageMenu = () => (
  <Menu>
    <Menu.ResourceItem name="products" />
    <Menu.ResourceItem name="channels" />
    <Menu.ResourceItem name="speakers" />
    <Menu.ResourceItem name="sales" />
    <Menu.ResourceItem name="salescode" />
    <Menu.ResourceItem name="manage-users" />
    <Menu.Item to="/track-emails" primaryText="ADMIN.MENU.TRACK_EMAILS" leftIcon={<MarkEmailReadIcon />} />
    <Menu.Item to="/config-admin" primaryText="ADMIN.MENU.CONFIG" leftIcon={<SettingsIcon />} />
  </Menu>
);
