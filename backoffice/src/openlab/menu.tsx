import LightbulbIcon from '@mui/icons-material/Lightbulb';
import ScienceIcon from '@mui/icons-material/Science';
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { ConsoleMenuItem } from '../layout/ConsoleMenu';
import { type ModuleId, useModulesApi } from '../modules/modulesApi';

/**
 * The open lab's menu entries, each there only while its module is on. Loaded after the console's first
 * screen (the menus import this lazily). It asks the modules as modules/enabled.tsx does, under the same
 * query key (one request, and the catalogue's save updates both), without that file's screen parts.
 */
const Entry = ({
  module,
  ...item
}: {
  module: ModuleId;
  to: string;
  primaryText: string;
  leftIcon: ReactElement;
}) => {
  const api = useModulesApi();
  const { data } = useQuery({
    queryKey: ['config', 'modules'],
    queryFn: () => api.getModules(),
    staleTime: 30_000,
  });
  return data?.[module] ? <ConsoleMenuItem {...item} /> : null;
};

export const ManageOpenLabMenu = () => (
  <>
    <Entry module="openlab" to="/open-lab" primaryText="ADMIN.MENU.OPEN_LAB" leftIcon={<ScienceIcon />} />
    <Entry module="ideas" to="/open-lab/ideas" primaryText="ADMIN.MENU.IDEAS" leftIcon={<LightbulbIcon />} />
  </>
);

export const AccountOpenLabMenu = () => (
  <Entry module="openlab" to="/lean-tests" primaryText="ADMIN.MENU.LEAN_TESTS" leftIcon={<ScienceIcon />} />
);
