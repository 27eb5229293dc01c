import { ResourcePage } from 'shared/kit';
import { feedbackAnswersResource } from '../../model';

/** /admin/feedbackAnswers (ungated): answered feedback per bank, branch and engineer, newest first. */
export default function FeedbackAnswersPage() {
  return <ResourcePage desc={feedbackAnswersResource} heading={null} />;
}
