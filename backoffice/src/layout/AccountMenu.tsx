import AddBoxIcon from '@mui/icons-material/AddBox';
import DashboardIcon from '@mui/icons-material/Dashboard';
import { Menu } from 'react-admin';

export const AccountMenu = () => (
  <Menu>
    <Menu.Item to="/globalview" primaryText="ADMIN.MENU.GLOBALVIEW" leftIcon={<DashboardIcon />} />
    <Menu.ResourceItem name="channels" />
    <Menu.Item to="/products/new" primaryText="ADMIN.PRODUCT_FORM.NEW" leftIcon={<AddBoxIcon />} />
    <Menu.ResourceItem name="speakers" />
    <Menu.ResourceItem name="sales" />
    <Menu.ResourceItem name="salescode" />
    <Menu.ResourceItem name="salesopportunity" />
    <Menu.ResourceItem name="entities" />
  </Menu>
);
