import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import {
  removeLogin, selectLogin, selectTopBarSearch, setTopBarSearch, useAppDispatch, useAppSelector, usePendingTaskCountQuery,
} from 'shared/core';
import { Badge, Button, Flex, Heading, HStack, Input, Link, Menu, Portal, RatingGroup, Text } from 'shared/ui';
import { APP_NAME } from './guarded-page';

const WIP_PATH = '/admin/workinprogresscases';
export const PENDING_TASKS = '/admin/task-management?status=0';

export function TopBar({ title, onToggleMenu, menuOpen }: { title: string; onToggleMenu?: () => void; menuOpen?: boolean }) {
  const location = useLocation();
  const onWip = location.pathname.toLowerCase() === WIP_PATH;
  return (
    <Flex as="header" align="center" gap="4" px={{ base: '3', md: '6' }} py="3" bg="white" borderBottomWidth="1px" wrap="wrap">
      {onToggleMenu && (
        <Button size="sm" variant="outline" display={{ base: 'inline-flex', md: 'none' }} onClick={onToggleMenu}
          aria-controls="side-menu" aria-expanded={!!menuOpen}>
          Menu
        </Button>
      )}
      <Link asChild fontWeight="bold" color="blue.700" fontSize="lg">
        <RouterLink to={location.pathname + location.search}>{APP_NAME}</RouterLink>
      </Link>
      {title && (
        <Heading as="h1" size="md" color="gray.700">
          {title}
        </Heading>
      )}
      <HStack ml="auto" gap="3" wrap="wrap">
        {onWip ? <WipSearch /> : <UserWidgets />}
        <ProfileMenu />
      </HStack>
    </Flex>
  );
}

function WipSearch() {
  const dispatch = useAppDispatch();
  const value = useAppSelector(selectTopBarSearch);
  return (
    <Input
      size="sm"
      w="64"
      type="search"
      aria-label="Search work in progress cases"
      placeholder="Search case no., applicant, bank…"
      value={value}
      onChange={(e) => dispatch(setTopBarSearch(e.target.value))}
    />
  );
}

function UserWidgets() {
  const login = useAppSelector(selectLogin);
  const navigate = useNavigate();
  const hasUser = !!login?.user;
  // A count, kept fresh by the tasks' tag: any task change in any screen refetches it.
  const tasks = usePendingTaskCountQuery(undefined, { skip: !hasUser });
  const rating = Number(login?.user?.rating ?? 0);
  const pending = tasks.data?.total ?? 0;
  // Opens the task list filtered to pending tasks (its filter lives in the URL).
  const openTasks = () => navigate(PENDING_TASKS);
  return (
    <>
      {hasUser && (
        <HStack gap="1" title={`Your rating: ${rating.toFixed(1)}`}>
          <RatingGroup.Root readOnly allowHalf count={5} value={Math.round(rating * 2) / 2} size="sm" aria-label={`Rating ${rating.toFixed(1)} out of 5`}>
            <RatingGroup.HiddenInput />
            <RatingGroup.Control />
          </RatingGroup.Root>
          <Text fontSize="sm" color="gray.600">
            {rating.toFixed(1)}
          </Text>
        </HStack>
      )}
      {hasUser && (
        <Button size="sm" variant="outline" onClick={openTasks} aria-label={`Pending task: ${pending}`}>
          Pending task
          <Badge colorPalette={pending ? 'orange' : 'gray'} data-testid="pending-count">
            {pending}
          </Badge>
        </Button>
      )}
      <Button size="sm" variant="outline" onClick={() => navigate('/admin/tickets')}>
        IT Support
      </Button>
    </>
  );
}

function ProfileMenu() {
  const login = useAppSelector(selectLogin);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const name = login?.user?.name ?? login?.Employee?.name ?? login?.branch?.name ?? '';
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button size="sm" variant="ghost" aria-label="Profile menu">
          {name || 'Profile'}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>Welcome{name ? `, ${name}` : ''}!</Menu.ItemGroupLabel>
            </Menu.ItemGroup>
            <Menu.Item value="profile" onSelect={() => navigate('/admin/user-profile')}>
              My profile
            </Menu.Item>
            <Menu.Item value="settings" onSelect={() => navigate('/admin/user-profile')}>
              Settings
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="logout" onSelect={() => {
              dispatch(removeLogin());
              navigate('/auth/login');
            }}>
              Logout
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
