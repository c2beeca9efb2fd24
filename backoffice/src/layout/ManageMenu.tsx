import SettingsIcon from '@mui/icons-material/Settings';
import { Menu } from 'react-admin';

export const ManageMenu = () => (
  <Menu>
    <Menu.ResourceItem name="manage-users" />
    <Menu.Item to="/config-admin" primaryText="ADMIN.MENU.CONFIG" leftIcon={<SettingsIcon />} />
  </Menu>
);
