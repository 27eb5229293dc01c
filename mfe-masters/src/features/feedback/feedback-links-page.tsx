import { ResourcePage } from 'shared/kit';
import { feedbackRequestsResource } from '../../model';

/**
 * /admin/webfeedbackpage and /admin/webfeedbackPage (ungated): the one-use feedback links sent to
 * bank contacts (on a report's release, or here by hand with Add), answered or not.
 */
export default function FeedbackLinksPage() {
  return <ResourcePage desc={feedbackRequestsResource} heading={null} />;
}
