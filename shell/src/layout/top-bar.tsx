import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import {
  loginName,
  removeLogin,
  selectLogin,
  selectTopBarSearch,
  setTopBarSearch,
  useAppDispatch,
  useAppSelector,
  usePendingTaskCountQuery,
} from 'shared/core';
import { Badge, Button, Flex, Heading, HStack, Input, Link, Menu, Portal, RatingGroup, Span, Text } from 'shared/ui';
import { APP_NAME } from './app-name';
import { HowToLink } from './how-to-link';
import { MD_UP, useMediaQuery } from './use-media-query';

const WIP_PATH = '/admin/workinprogresscases';
export const PENDING_TASKS = '/admin/task-management?status=0';

export function TopBar({
  title,
  pagePath,
  onToggleMenu,
  menuOpen,
}: {
  title: string;
  /** The current page's declared path: its how-to guide is looked up by it. */
  pagePath?: string;
  onToggleMenu?: () => void;
  menuOpen?: boolean;
}) {
  const location = useLocation();
  const onWip = location.pathname.toLowerCase() === WIP_PATH;
  return (
    // One row at every width: on a phone the app name and the rating step aside, the title
    // shortens with an ellipsis and the buttons keep their names for screen readers.
    <Flex
      as="header"
      align="center"
      gap={{ base: '1.5', md: '4' }}
      px={{ base: '2', md: '6' }}
      py={{ base: '2', md: '3' }}
      bg="white"
      borderBottomWidth="1px"
      wrap="nowrap"
      minW="0"
    >
      {onToggleMenu && (
        <Button
          size="sm"
          variant="outline"
          display={{ base: 'inline-flex', md: 'none' }}
          onClick={onToggleMenu}
          aria-controls="side-menu"
          aria-expanded={!!menuOpen}
          flexShrink={0}
        >
          Menu
        </Button>
      )}
      <Link asChild fontWeight="bold" color="blue.700" fontSize="lg" display={{ base: 'none', lg: 'inline' }} flexShrink={0}>
        <RouterLink to={location.pathname + location.search}>{APP_NAME}</RouterLink>
      </Link>
      {title && (
        // On a phone the title takes up to two lines and never less than a few words' width
        // (issue 29: it shrank to 'T…' beside How to); from md on it is one line.
        <Heading
          as="h1"
          size={{ base: 'sm', md: 'md' }}
          color="gray.700"
          minW={{ base: '5rem', md: '0' }}
          flexShrink={1}
          lineHeight="1.25"
          lineClamp={{ base: 2, md: 1 }}
          wordBreak="normal"
          overflowWrap="normal"
          title={title}
        >
          {title}
        </Heading>
      )}
      {title && pagePath && <HowToLink path={pagePath} title={title} />}
      <HStack ml="auto" gap={{ base: '1', md: '3' }} wrap="nowrap" flexShrink={0}>
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
      w={{ base: '24', md: '64' }}
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
  // The rating shows from md up: on a phone it is not rendered at all, so its code (Chakra's
  // RatingGroup, a chunk of its own) is not fetched and run while the page starts (issue 31).
  const wide = useMediaQuery(MD_UP);
  const pending = tasks.data?.total ?? 0;
  // Opens the task list filtered to pending tasks (its filter lives in the URL).
  const openTasks = () => navigate(PENDING_TASKS);
  return (
    <>
      {hasUser && wide && (
        <HStack gap="1" title={`Your rating: ${rating.toFixed(1)}`}>
          <RatingGroup.Root
            readOnly
            allowHalf
            count={5}
            value={Math.round(rating * 2) / 2}
            size="sm"
            aria-label={`Rating ${rating.toFixed(1)} out of 5`}
          >
            <RatingGroup.HiddenInput />
            <RatingGroup.Control />
          </RatingGroup.Root>
          <Text fontSize="sm" color="gray.600">
            {rating.toFixed(1)}
          </Text>
        </HStack>
      )}
      {hasUser && (
        // The name is the visible text ("Pending task 7"): a different aria-label failed axe's
        // label-content-name-mismatch on every signed-in page. On a phone the words are hidden visually only.
        <Button size="sm" variant="outline" onClick={openTasks} px={{ base: '2', md: '3' }}>
          <Span srOnly={{ base: true, md: false }}>Pending task</Span>
          <Badge colorPalette={pending ? 'orange' : 'gray'} data-testid="pending-count">
            {pending}
          </Badge>
        </Button>
      )}
      <Button size="sm" variant="outline" onClick={() => navigate('/admin/tickets')} px={{ base: '2', md: '3' }}>
        {/* "IT" on a phone; the name stays "IT Support" (visible text first, as axe's label rule wants). */}
        IT<Span srOnly={{ base: true, md: false }}> Support</Span>
      </Button>
    </>
  );
}

/**
 * The profile menu's code (Chakra's Menu and floating-ui, ~20 KB gzip) is fetched when the pointer
 * or the focus first reaches its button, not with every page; the first click opens the real menu
 * (open at once, with the focus in it) in place of the plain button.
 */
function ProfileMenu() {
  const login = useAppSelector(selectLogin);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const name = loginName(login);
  const [opened, setOpened] = useState(false);
  const look = { size: 'sm', variant: 'ghost', maxW: { base: '16', md: '48' }, px: { base: '1.5', md: '3' } } as const;
  const label = <Span truncate>{name || 'Profile'}</Span>;
  if (!opened) {
    const warm = () => void Menu.preload();
    return (
      <Button
        {...look}
        aria-haspopup="menu"
        aria-expanded={false}
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => void Menu.preload().then(() => setOpened(true))}
      >
        {label}
      </Button>
    );
  }
  return (
    <Menu.Root defaultOpen>
      <Menu.Trigger asChild>
        <Button {...look}>{label}</Button>
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
            <Menu.Item
              value="logout"
              onSelect={() => {
                dispatch(removeLogin());
                navigate('/auth/login');
              }}
            >
              Logout
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
