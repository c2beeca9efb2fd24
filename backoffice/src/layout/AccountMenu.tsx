import DashboardIcon from '@mui/icons-material/Dashboard';
import { Menu } from 'react-admin';

export const AccountMenu = () => (
  <Menu>
    <Menu.Item to="/globalview" primaryText="ADMIN.MENU.GLOBALVIEW" leftIcon={<DashboardIcon />} />
    <Menu.ResourceItem name="channels" />
    <Menu.ResourceItem name="speakers" />
    <Menu.ResourceItem name="sales" />
    <Menu.ResourceItem name="salescode" />
  </Menu>
);
