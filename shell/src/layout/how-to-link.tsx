import { Link as RouterLink } from 'react-router-dom';
import { useCanView, usePageGuidesQuery } from 'shared/core';
import { Link } from 'shared/ui';

const TUTORIALS_PATH = '/admin/softwareTutorial';

/** "How to" beside a page's title when a guide exists for that page (and the user may read guides). */
export function HowToLink({ path, title }: { path: string; title: string }) {
  const canView = useCanView();
  const allowed = canView('tutorial_page') && path.toLowerCase() !== TUTORIALS_PATH.toLowerCase();
  const { data } = usePageGuidesQuery(path, { skip: !allowed });
  const guide = allowed ? data?.data[0] : undefined;
  if (!guide) return null;
  return (
    <Link asChild fontSize="sm" color="blue.700" flexShrink={0} whiteSpace="nowrap">
      <RouterLink to={`${TUTORIALS_PATH}?guide=${guide.id}`} aria-label={`How to: ${title}`} title={guide.title}>
        How to
      </RouterLink>
    </Link>
  );
}
